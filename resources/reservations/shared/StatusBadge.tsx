/**
 * A status as a small coloured badge: request and hotel statuses (0 TempRequest … 6 Rejected) or
 * request activity statuses (1 Approved … 4 Archive), labelled in the user's language.
 * @example <StatusBadge statusId={row.statusId} /> // "Pending", amber
 */
import { useTranslate } from 'react-admin';
import { ToneBadge } from '@admin/primitives';
import { activityStatusTone, requestStatusTone } from '@domain/reservations/statuses';

export function StatusBadge({ statusId, kind = 'request' }: { statusId: number; kind?: 'request' | 'activity' }) {
  const t = useTranslate();
  const tone = kind === 'request' ? requestStatusTone(statusId) : activityStatusTone(statusId);
  const key = kind === 'request' ? `reservations.status.${statusId}` : `reservations.activityStatus.${statusId}`;
  return <ToneBadge tone={tone} label={t(key, { _: String(statusId) })} />;
}
