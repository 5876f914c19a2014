/**
 * The invoice list's filters as the screen keeps them in its URL (text, '' = any) and the search
 * model of `POST /api/finance/invoice/get` they make (§3: agency and status left out when not
 * chosen, empty dates not sent). Pure, no React.
 */
import type { PageRequest } from '@admin/primitives';
import type { InvoiceSearch } from '@domain/finance/invoice-schema';

/** The filters' names, each its own URL parameter (`?invoiceStatus=1&firstCheckInFrom=2026-12-01`). */
export const INVOICE_FILTERS = [
  'requestRef',
  'agencyId',
  'firstCheckInFrom',
  'firstCheckInTo',
  'requestDateFrom',
  'requestDateTo',
  'trRef',
  'invoiceStatus',
  'documentType',
  'number',
] as const;

export type InvoiceFilters = Partial<Record<(typeof INVOICE_FILTERS)[number], string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d{1,9}$/;
const DATES = ['firstCheckInFrom', 'firstCheckInTo', 'requestDateFrom', 'requestDateTo'] as const;
const TEXTS = ['requestRef', 'trRef', 'number'] as const;

/**
 * @example invoiceQuery({ search: '', page: 2, perPage: 10, filters: { invoiceStatus: '1', trRef: ' TR-4 ' } })
 * // { pageIndex: 2, pageSize: 10, invoiceStatus: 1, trRef: 'TR-4' }
 */
export function invoiceQuery({ page, perPage, filters }: PageRequest<InvoiceFilters>): InvoiceSearch {
  const body: InvoiceSearch = { pageIndex: page, pageSize: perPage };
  for (const name of TEXTS) {
    const value = filters[name]?.trim();
    if (value) body[name] = value.slice(0, name === 'number' ? 40 : 100);
  }
  if (filters.agencyId && WHOLE.test(filters.agencyId) && Number(filters.agencyId) > 0)
    body.agencyId = Number(filters.agencyId);
  if (filters.invoiceStatus && WHOLE.test(filters.invoiceStatus)) body.invoiceStatus = Number(filters.invoiceStatus);
  if (filters.documentType === 'invoice' || filters.documentType === 'creditNote')
    body.documentType = filters.documentType;
  for (const name of DATES) {
    const value = filters[name];
    if (value && ISO_DATE.test(value)) body[name] = value;
  }
  return body;
}
