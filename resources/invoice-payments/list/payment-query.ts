/**
 * The payments screen's filters as its URL keeps them (text, '' = any) and the body of
 * `POST /api/finance/invoicepayment/get` they make (the payment search model of §3). Pure.
 */
import type { PageRequest } from '@admin/primitives';
import type { PaymentSearch } from '@domain/finance';

/** The filters' names: each its URL parameter and its key in the search model. */
export const PAYMENT_FILTERS = ['requestRef', 'paymentAccountId', 'paymentTypeId', 'fromDate', 'toDate'] as const;
export type PaymentFilters = Partial<Record<(typeof PAYMENT_FILTERS)[number], string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,10}$/;

/**
 * @example paymentSearch({ search: '', page: 2, perPage: 10, filters: { paymentAccountId: '3', fromDate: '2026-11-01' } })
 * // { pageIndex: 2, pageSize: 10, paymentAccountId: 3, fromDate: '2026-11-01' }
 */
export function paymentSearch({ page, perPage, filters }: PageRequest<PaymentFilters>): PaymentSearch {
  const body: PaymentSearch = { pageIndex: page, pageSize: perPage };
  const requestRef = filters.requestRef?.trim();
  if (requestRef) body.requestRef = requestRef.slice(0, 100);
  for (const name of ['paymentAccountId', 'paymentTypeId'] as const) {
    const value = filters[name];
    if (value && ID.test(value) && Number(value) > 0) body[name] = Number(value);
  }
  for (const name of ['fromDate', 'toDate'] as const) {
    const value = filters[name];
    if (value && ISO_DATE.test(value)) body[name] = value;
  }
  return body;
}
