/**
 * The invoice list's filters, declared as data (the vocabulary of `x-resource.list.filters`,
 * drawn by DeclaredFilters), and the search model of `POST /api/finance/invoice/get` they make
 * (§3: agency and status left out when not chosen, empty dates not sent). Pure, no React.
 */
import { filterParamsOf, filterRequestOf, type FilterDeclaration, type PageRequest } from '@admin/primitives';
import { DOCUMENT_TYPES, INVOICE_STATUS_IDS, INVOICE_STATUS_LABELS } from '@domain/finance/invoice-statuses';
import type { InvoiceSearch, InvoiceStatusItem } from '@domain/finance/invoice-schema';

const TYPE_LABELS = {
  invoice: { en: 'Invoice', fr: 'Facture' },
  creditNote: { en: 'Credit note', fr: 'Avoir' },
} as const;

/** §2.2's filters, plus the document type and number. The agency's is for company users only. */
export const INVOICE_FILTERS: readonly FilterDeclaration[] = [
  { field: 'requestRef', kind: 'contains', label: { en: 'Request Ref', fr: 'Réf. demande' } },
  {
    field: 'agencyId',
    kind: 'reference',
    label: { en: 'Agency', fr: 'Agence' },
    reference: { resource: 'agency', label: 'title' },
  },
  { field: 'firstCheckIn', kind: 'dateRange', label: { en: 'First Check-in', fr: 'Première arrivée' } },
  { field: 'requestDate', kind: 'dateRange', label: { en: 'Request Date', fr: 'Date de la demande' } },
  { field: 'trRef', kind: 'contains', label: { en: 'TR Reference', fr: 'Référence TR' } },
  {
    field: 'invoiceStatus',
    kind: 'enum',
    label: { en: 'Status', fr: 'Statut' },
    options: INVOICE_STATUS_IDS.map((id) => ({
      value: id,
      label: { en: INVOICE_STATUS_LABELS.en[id], fr: INVOICE_STATUS_LABELS.fr[id] },
    })),
  },
  {
    field: 'documentType',
    kind: 'enum',
    label: { en: 'Type', fr: 'Type' },
    options: DOCUMENT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
  },
  { field: 'number', kind: 'contains', label: { en: 'Number', fr: 'Numéro' } },
];

/** The URL's parameters: `?invoiceStatus=1&firstCheckInFrom=2026-12-01&documentType=creditNote`. */
export const INVOICE_FILTER_PARAMS = filterParamsOf(INVOICE_FILTERS);
export type InvoiceFilters = Record<string, string>;

/**
 * The bar a user sees: without the agency for an agency user; the statuses as the server names
 * them (GET getinvoicestatus, in the UI language) once it answered.
 */
export function shownFilters(company: boolean, statuses: readonly InvoiceStatusItem[]): FilterDeclaration[] {
  return INVOICE_FILTERS.filter((d) => company || d.field !== 'agencyId').map((d) =>
    d.field === 'invoiceStatus' && statuses.length
      ? { ...d, options: statuses.map((s) => ({ value: s.id, label: { en: s.name, fr: s.name } })) }
      : d,
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATES = ['firstCheckInFrom', 'firstCheckInTo', 'requestDateFrom', 'requestDateTo'] as const;
const TEXTS = { requestRef: 100, trRef: 100, number: 40 } as const;

/**
 * @example invoiceQuery({ search: '', page: 2, perPage: 10, filters: { invoiceStatus: '1', trRef: ' TR-4 ' } })
 * // { pageIndex: 2, pageSize: 10, invoiceStatus: 1, trRef: 'TR-4' }
 */
export function invoiceQuery({ page, perPage, filters }: PageRequest<InvoiceFilters>): InvoiceSearch {
  const values = filterRequestOf(INVOICE_FILTERS, filters);
  const body: InvoiceSearch = { pageIndex: page, pageSize: perPage };
  for (const [name, max] of Object.entries(TEXTS) as [keyof typeof TEXTS, number][]) {
    const text = values[name];
    if (typeof text === 'string' && text.trim()) body[name] = text.trim().slice(0, max);
  }
  if (typeof values.agencyId === 'number' && values.agencyId > 0 && values.agencyId <= 2_147_483_647)
    body.agencyId = values.agencyId;
  if (typeof values.invoiceStatus === 'number') body.invoiceStatus = values.invoiceStatus;
  if (values.documentType === 'invoice' || values.documentType === 'creditNote')
    body.documentType = values.documentType;
  for (const name of DATES) {
    const day = values[name];
    if (typeof day === 'string' && ISO_DATE.test(day)) body[name] = day;
  }
  return body;
}
