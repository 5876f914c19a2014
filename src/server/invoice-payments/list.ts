/**
 * The payment list of `POST get` (the search model of §3): the request reference contains the
 * text (case-insensitive, with or without the supplier initial: `ORS-FIT-0000` or `FIT-0000`),
 * equality on the payment account, the payment type and the invoice, payment dates from / to
 * (inclusive), the caller's agency only for an agency user; newest first, one page and the total.
 */
import type { PaymentSearch } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import { pageAndTotal } from '../db/page-and-total.js';
import { likeContains } from '../db/sql.js';
import type { Queryable } from '../db/types.js';
import { pageOf, type Paging } from '../http/paging.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { filterId } from './input.js';
import { PAYMENT_COLUMNS, PAYMENT_JOINS, PAYMENT_TABLES, type PaymentHead } from './repository.js';

export interface PaymentPage extends Paging {
  rows: PaymentHead[];
  total: number;
}

/** The WHERE of a search (the list and its CSV export): its conditions and their parameters ($1, $2, ... in order). */
export function conditions(
  search: PaymentSearch,
  scope: AgencyScope,
  lang: Lang,
): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses = ['NOT p.is_deleted'];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  if (scope.agencyId !== undefined) add('i.agency_id = ?', scope.agencyId);
  const account = filterId(search.paymentAccountId, 'paymentAccountId', lang);
  const type = filterId(search.paymentTypeId, 'paymentTypeId', lang);
  const invoice = filterId(search.invoiceId, 'invoiceId', lang);
  if (account !== undefined) add('p.payment_account_id = ?', account);
  if (type !== undefined) add('p.payment_type_id = ?', type);
  if (invoice !== undefined) add('p.invoice_id = ?', invoice);
  if (search.fromDate) add('p.payment_date >= ?::date', search.fromDate);
  if (search.toDate) add('p.payment_date <= ?::date', search.toDate);
  if (search.requestRef)
    add(`lower(r.supplier_initial || '-' || r.request_reference) LIKE lower(?)`, likeContains(search.requestRef));
  return { where: clauses.join(' AND '), params };
}

export async function listPayments(
  q: Queryable,
  search: PaymentSearch,
  scope: AgencyScope,
  lang: Lang,
): Promise<PaymentPage> {
  const page = pageOf(search);
  const { where, params } = conditions(search, scope, lang);
  // The page and its total in one statement; the total is counted again only after a write to
  // the tables the count reads (db/page-and-total.ts).
  const { rows, total } = await pageAndTotal<PaymentHead & Record<string, unknown>>(q, {
    page: `SELECT ${PAYMENT_COLUMNS} FROM invoice_payments p ${PAYMENT_JOINS}
      WHERE ${where} ORDER BY p.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    count: `SELECT count(*)::int FROM invoice_payments p
       JOIN invoices i ON i.id = p.invoice_id JOIN reservation_requests r ON r.id = i.request_id
      WHERE ${where}`,
    params: [...params, page.size, (page.index - 1) * page.size],
    countParams: params.length,
    countTables: ['invoice_payments', 'invoices', 'reservation_requests'],
    labelTables: PAYMENT_TABLES,
  });
  return { ...page, rows, total };
}
