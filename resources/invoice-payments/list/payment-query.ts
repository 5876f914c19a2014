/**
 * The payments screen's filters, declared as data (the vocabulary of `x-resource.list.filters`,
 * drawn by DeclaredFilters), and the body of `POST /api/finance/invoicepayment/get` they make
 * (the payment search model of §3). Pure.
 */
import { filterParamsOf, filterRequestOf, type FilterDeclaration, type PageRequest } from '@admin/primitives';
import type { PaymentSearch } from '@domain/finance';
import { PAYMENT_TYPE_GROUP } from '../shared/reference';

/** §2.5: Request Ref, Payment Account, Payment Type, Payment From and To (the search model's names). */
export const PAYMENT_FILTERS: readonly FilterDeclaration[] = [
  { field: 'requestRef', kind: 'contains', label: { en: 'Request Ref', fr: 'Réf. demande' } },
  {
    field: 'paymentAccountId',
    kind: 'reference',
    label: { en: 'Payment Account', fr: 'Compte de paiement' },
    reference: { resource: 'payment-account', label: 'title' },
  },
  {
    field: 'paymentTypeId',
    kind: 'reference',
    label: { en: 'Payment Type', fr: 'Type de paiement' },
    reference: { resource: 'infra-type', label: 'title', query: { typeGroupId: PAYMENT_TYPE_GROUP } },
  },
  {
    field: 'paymentDate',
    kind: 'dateRange',
    label: { en: 'Payment', fr: 'Paiement' },
    params: { from: 'fromDate', to: 'toDate' },
  },
];

/** The URL's parameters: `?requestRef=AZV&paymentAccountId=3&fromDate=2026-11-01&toDate=2026-11-30`. */
export const PAYMENT_FILTER_PARAMS = filterParamsOf(PAYMENT_FILTERS);
export type PaymentFilters = Record<string, string>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * @example paymentSearch({ search: '', page: 2, perPage: 10, filters: { paymentAccountId: '3', fromDate: '2026-11-01' } })
 * // { pageIndex: 2, pageSize: 10, paymentAccountId: 3, fromDate: '2026-11-01' }
 */
export function paymentSearch({ page, perPage, filters }: PageRequest<PaymentFilters>): PaymentSearch {
  const values = filterRequestOf(PAYMENT_FILTERS, filters);
  const body: PaymentSearch = { pageIndex: page, pageSize: perPage };
  if (typeof values.requestRef === 'string') body.requestRef = values.requestRef.slice(0, 100);
  for (const name of ['paymentAccountId', 'paymentTypeId'] as const) {
    const id = values[name];
    if (typeof id === 'number' && id > 0 && id <= 2_147_483_647) body[name] = id;
  }
  for (const name of ['fromDate', 'toDate'] as const) {
    const day = values[name];
    if (typeof day === 'string' && ISO_DATE.test(day)) body[name] = day;
  }
  return body;
}
