/**
 * The invoice listing (`POST /api/finance/invoice/get`): one page of ids, newest first, read from
 * the indexes of migrations 016 and 019 (agency, status, type, number), then the columns of those
 * rows only (head-sql.ts). Filters on the request (its reference as shown, the agency's reference
 * number, first check-in, request date) go through the request's own indexes: the references by
 * the trigram index of its search text, read first as a list of request ids.
 */
import type { InvoiceListRow, InvoiceSearch } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import { pageAndTotal, rememberedRead } from '../db/page-and-total.js';
import { likeContains } from '../db/sql.js';
import type { Queryable } from '../db/types.js';
import { pageOf } from '../http/paging.js';
import { HEAD_COLUMNS, HEAD_JOINS, HEAD_TABLES, headAnswer, type HeadRow } from './head-sql.js';
import type { InvoiceScope } from './types.js';

/** A dropdown's value: -1, empty or not a number mean no filter. */
function chosen(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 2_147_483_647 ? n : undefined;
}

/** The requests whose shown reference (`ORS-FIT-000123`) or agency reference number contains the text. */
async function requestsMatching(
  q: Queryable,
  column: 'reference' | 'agencyReference',
  text: string,
): Promise<number[]> {
  const own =
    column === 'reference' ? `supplier_initial || '-' || request_reference` : `COALESCE(reference_number, '')`;
  // Remembered until a request is written: the trigram search costs more than the page after it.
  return rememberedRead(q, `invoices:requests:${column}\u0000${text}`, ['reservation_requests'], async () => {
    const [row] = await q.query<{ ids: number[] }>(
      `SELECT ARRAY(SELECT id FROM reservation_requests
                     WHERE search_text LIKE search_fold($1) AND search_fold(${own}) LIKE search_fold($1)) AS ids`,
      [likeContains(text)],
    );
    return row!.ids;
  });
}

export interface InvoicePage {
  /** The rows as read: the same array while the page is answered from memory (db/page-and-total.ts). */
  read: readonly HeadRow[];
  total: number;
  index: number;
  size: number;
}

/** The page's rows as the list answers them, in the caller's language. */
export const invoiceListRows = (page: InvoicePage, lang: Lang): InvoiceListRow[] =>
  page.read.map((row) => headAnswer(row, lang));

/** The invoices a search matches: the FROM (invoices `i`, with the request `r` when a filter needs it) and WHERE. */
export interface InvoiceFilter {
  from: string;
  filter: string;
  params: unknown[];
  joinRequest: boolean;
}

/** The list's filters as SQL (the list and its CSV export, export.ts). */
export async function invoiceFilter(q: Queryable, body: InvoiceSearch, scope: InvoiceScope): Promise<InvoiceFilter> {
  const params: unknown[] = [];
  const where = ['NOT i.is_deleted'];
  let joinRequest = false;
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  const agencyId = scope.agencyId ?? chosen(body.agencyId);
  if (agencyId !== undefined) add('i.agency_id = ?', agencyId);
  const status = chosen(body.invoiceStatus);
  if (status !== undefined) add('i.status = ?', status);
  if (body.documentType) add('i.document_type = ?', body.documentType);
  if (body.number?.trim()) add('i.number ILIKE ?', likeContains(body.number.trim()));
  for (const [text, column] of [
    [body.requestRef, 'reference'],
    [body.trRef, 'agencyReference'],
  ] as const) {
    if (!text?.trim()) continue;
    add('i.request_id = ANY(?::int[])', await requestsMatching(q, column, text.trim()));
  }
  const onRequest = (sql: string, value: unknown) => {
    joinRequest = true;
    add(sql, value);
  };
  if (body.firstCheckInFrom) onRequest('r.first_check_in >= ?::date', body.firstCheckInFrom);
  if (body.firstCheckInTo) onRequest('r.first_check_in <= ?::date', body.firstCheckInTo);
  // Request dates are whole UTC days, both ends included.
  if (body.requestDateFrom) onRequest("r.created_at >= (?::date)::timestamp AT TIME ZONE 'UTC'", body.requestDateFrom);
  if (body.requestDateTo) onRequest("r.created_at < (?::date + 1)::timestamp AT TIME ZONE 'UTC'", body.requestDateTo);

  const from = `invoices i${joinRequest ? ' JOIN reservation_requests r ON r.id = i.request_id' : ''}`;
  return { from, filter: where.join(' AND '), params, joinRequest };
}

export async function listInvoices(q: Queryable, body: InvoiceSearch, scope: InvoiceScope): Promise<InvoicePage> {
  const { index, size } = pageOf(body);
  const { from, filter, params, joinRequest } = await invoiceFilter(q, body, scope);
  // A filter on the request: its matching invoices first (request index, then invoices_request_list_idx,
  // migration 021), then the newest of them. As a join under ORDER BY i.id DESC LIMIT, the planner walks
  // the invoices newest first testing each one's request: a third of the table for a month a year back.
  const matching = joinRequest
    ? `matching AS MATERIALIZED (SELECT i.id FROM ${from} WHERE ${filter}),
       page AS (SELECT id FROM matching ORDER BY id DESC`
    : `page AS (SELECT i.id FROM ${from} WHERE ${filter} ORDER BY i.id DESC`;
  // The page and its total in one statement; the total is counted again only after a write to
  // the tables the count reads (db/page-and-total.ts).
  const { rows, total } = await pageAndTotal<HeadRow & Record<string, unknown>>(q, {
    page: `WITH ${matching}
                    LIMIT $${params.length + 1} OFFSET $${params.length + 2})
     SELECT ${HEAD_COLUMNS} FROM page JOIN invoices i ON i.id = page.id ${HEAD_JOINS} ORDER BY i.id DESC`,
    count: `SELECT count(*)::int FROM ${from} WHERE ${filter}`,
    params: [...params, size, (index - 1) * size],
    countParams: params.length,
    countTables: joinRequest ? ['invoices', 'reservation_requests'] : ['invoices'],
    labelTables: HEAD_TABLES,
  });
  return { index, size, total, read: rows };
}
