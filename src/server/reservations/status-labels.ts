/**
 * A request's detail with its statuses (the request's and each hotel's) labelled in the
 * caller's language. The stored detail (audit, activity diffs) keeps the English names.
 */
import type { RequestDetail } from '@domain/reservations/request-schema.js';
import type { Lang } from '@schema/types.js';
import { statusLabel } from './messages.js';

export function localizedDetail(detail: RequestDetail, lang: Lang): RequestDetail {
  if (lang === 'en') return detail;
  return {
    ...detail,
    status: statusLabel(lang, detail.statusId),
    requestDestinations: detail.requestDestinations.map((d) => ({
      ...d,
      destinationHotels: d.destinationHotels.map((h) => ({ ...h, status: statusLabel(lang, h.statusId) })),
    })),
  };
}
