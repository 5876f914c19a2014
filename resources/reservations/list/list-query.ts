/**
 * The reservation listing's filters and order as the screen keeps them in its URL (text, '' =
 * any) and the body of `POST /api/reservation/request/get` they make; how a row's reference and
 * pax read. Pure, no React.
 */
import type { ListSort, PageRequest } from '@admin/primitives';
import { LIST_SORTS, type ListBody, type ListRow } from '@domain/reservations/request-schema';

/** The filters' names, each its own URL parameter (`?statusId=3&checkInFrom=2026-12-01`). */
export const RESERVATION_FILTERS = [
  'statusId',
  'agencyId',
  'requestType',
  'checkInFrom',
  'checkInTo',
  'createdFrom',
  'createdTo',
] as const;

export type ReservationFilters = Partial<Record<(typeof RESERVATION_FILTERS)[number], string>>;

/** Newest first (the API's default). */
export const DEFAULT_SORT: ListSort = { field: 'dateCreated', order: 'DESC' };

export type ListSortField = (typeof LIST_SORTS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d{1,9}$/;

/**
 * @example reservationQuery({ search: 'ada', page: 2, perPage: 10, filters: { statusId: '3' }, sort: { field: 'firstCheckIn', order: 'ASC' } })
 * // { pageIndex: 2, pageSize: 10, search: 'ada', statusId: 3, sort: 'firstCheckIn', order: 'ASC' }
 */
export function reservationQuery({ search, page, perPage, filters, sort }: PageRequest<ReservationFilters>): ListBody {
  const body: ListBody = { pageIndex: page, pageSize: perPage };
  if (search) body.search = search;
  if (filters.statusId && WHOLE.test(filters.statusId)) body.statusId = Number(filters.statusId);
  if (filters.agencyId && WHOLE.test(filters.agencyId) && Number(filters.agencyId) > 0)
    body.agencyId = Number(filters.agencyId);
  const type = Number(filters.requestType);
  if (type === 1 || type === 2 || type === 3 || type === 4) body.requestType = type;
  for (const name of ['checkInFrom', 'checkInTo', 'createdFrom', 'createdTo'] as const) {
    const value = filters[name];
    if (value && ISO_DATE.test(value)) body[name] = value;
  }
  const field = (LIST_SORTS as readonly string[]).includes(sort?.field ?? '')
    ? (sort!.field as ListSortField)
    : undefined;
  if (field) {
    body.sort = field;
    body.order = sort!.order;
  }
  return body;
}

/** The reference as agents say it: the supplier initial, a dash, the request reference (`ORS-AZV-FIT-000012`). */
export const shownReference = (row: Pick<ListRow, 'supplierInitial' | 'requestReference'>): string =>
  row.supplierInitial ? `${row.supplierInitial}-${row.requestReference}` : row.requestReference;

/** The order a column header asks for: the other direction when it is the current one, else its natural one. */
export function nextSort(current: ListSort | undefined, field: ListSortField): ListSort {
  if (current?.field === field) return { field, order: current.order === 'ASC' ? 'DESC' : 'ASC' };
  return { field, order: field === 'dateCreated' ? 'DESC' : 'ASC' };
}
