import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { OutboxStatus, OutboxSummary } from '@domain/outbox';

const COLORS: Record<OutboxStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  'not-configured': 'warning',
  failed: 'error',
};

/** A mail's status as a chip ('Sent', 'Not sent', 'Failed', ...). */
export function OutboxStatusChip({ status }: { status: OutboxStatus }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`outbox.statuses.${status}`)} />;
}

/**
 * Why a mail did not leave, for a reader: no SMTP server (in the UI language; `short` in the
 * list, else where to set one); a failure is the mail server's own words; nothing once sent or
 * before a try.
 */
export function whyNotSent(
  mail: Pick<OutboxSummary, 'status' | 'lastError'>,
  translate: (key: string) => string,
  short = false,
) {
  if (mail.status === 'not-configured') return translate(short ? 'outbox.notConfiguredShort' : 'outbox.notConfigured');
  if (mail.status === 'failed') return mail.lastError ?? '';
  return '';
}
