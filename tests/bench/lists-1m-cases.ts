/**
 * The cases of lists-1m.ts, per list: page 1, a deep page (90 % of the way), each filter the list
 * offers and the search by an exact reference. A case holds the API request, the e07bdaa statements
 * it stands for (naive-lists.ts, run through pgbench) and the call of the engine in process that
 * the plan check explains (plan-check.ts). Which issue 23 target applies is its `kind`.
 */
import type { InvoiceSearch } from '@domain/finance/index.js';
import { loadSchemas } from '@schema/load-dir.js';
import { filterParamNames } from '@schema/list-filters.js';
import { readListQuery } from '@server/crud/list-query.js';
import { buildModel } from '@server/crud/model.js';
import { listRows } from '@server/crud/repository.js';
import type { Queryable } from '@server/db/types.js';
import { listInvoices } from '@server/invoices/list.js';
import { cases as invoiceBodies } from './invoice-cases.js';
import {
  naiveAccountList,
  naiveInvoiceList,
  type AccountAsk,
  type InvoiceAsk,
  type NaiveScript,
} from './naive-lists.js';
import { accountRef, type GeneratedAccounts } from './payment-account-data.js';
import type { PlanCase } from './plan-check.js';

export const PAGE_SIZE = 10;

/** Which target of issue 23 a case answers to. */
export type CaseKind = 'page 1' | 'deep page' | 'filter' | 'exact reference';

export interface ListCase {
  name: string;
  kind: CaseKind;
  request: { method: 'GET' | 'POST'; path: string; body?: string };
  naive: NaiveScript;
  plan: PlanCase;
}

const deepPageOf = (total: number) => Math.max(1, Math.floor((Math.ceil(total / PAGE_SIZE) * 9) / 10));

// ---- Payment accounts (the generic list).

const schemas = loadSchemas('schemas');
const accountSchema = schemas.find((s) => s.resource.api === '/finance/paymentaccount')!;
const accountModel = buildModel(accountSchema, new Map(schemas.map((s) => [s.name, s])));

/**
 * A value per filter the schema declares, chosen for the generated rows: a payment category (a
 * share of the rows), inactive (one row in seven), a reference contained in ten rows. A filter
 * added to the schema needs its value here: the bench stops and says so.
 */
function accountFilterValue(field: string, data: GeneratedAccounts, exactRow: number): AccountAsk['filter'] {
  if (field === 'infraTypeId') return { field, value: data.categories[0] };
  if (field === 'isActive') return { field, value: false };
  if (field === 'ref') return { field, value: accountRef(exactRow).slice(0, 6) };
  throw new Error(
    `lists-1m: the payment account list offers a filter on "${field}"; give it a value and its e07bdaa SQL in lists-1m-cases.ts and naive-lists.ts`,
  );
}

export function accountCases(data: GeneratedAccounts, total: number): ListCase[] {
  const { paging, list, api } = accountSchema.resource;
  const exactRow = Math.round(data.rows * 0.37);
  const asks: {
    name: string;
    kind: CaseKind;
    page: number;
    input: Record<string, string>;
    naive: Omit<AccountAsk, 'limit' | 'offset'>;
  }[] = [
    { name: 'page 1', kind: 'page 1', page: 1, input: {}, naive: {} },
    {
      name: `deep page ${deepPageOf(total).toLocaleString('en')}`,
      kind: 'deep page',
      page: deepPageOf(total),
      input: {},
      naive: {},
    },
    ...list.filters.map((f) => {
      const filter = accountFilterValue(f.field, data, exactRow)!;
      const [param] = filterParamNames(f);
      const shown = f.kind === 'contains' ? `contains "${filter.value}"` : `= ${filter.value}`;
      return {
        name: `${param} ${shown}`,
        kind: 'filter' as const,
        page: 1,
        input: { [param]: String(filter.value) },
        naive: { filter },
      };
    }),
    {
      name: `search "${accountRef(exactRow)}" (one row)`,
      kind: 'exact reference',
      page: 1,
      input: { [paging.search]: accountRef(exactRow) },
      naive: { search: accountRef(exactRow) },
    },
  ];
  return asks.map(({ name, kind, page, input, naive }) => {
    const query = (index: number) => ({ ...input, [paging.page]: String(index), [paging.size]: String(PAGE_SIZE) });
    return {
      name,
      kind,
      request: { method: 'GET', path: `/api${api}/get?${new URLSearchParams(query(page))}` },
      naive: naiveAccountList({ ...naive, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
      plan: {
        name: `payment accounts: ${name}`,
        page,
        required: kind !== 'deep page',
        run: (db: Queryable, index: number) =>
          listRows(db, accountModel, {}, readListQuery(accountModel, query(index), 'en')),
      },
    };
  });
}

// ---- Invoices (a module's own list).

/** invoice-cases.ts's bodies and one more: the number of one invoice, in full. */
export function invoiceCases(documents: number, exactNumber: string): ListCase[] {
  const bodies: Record<string, InvoiceSearch> = {
    ...invoiceBodies(documents),
    [`number "${exactNumber}" (one invoice)`]: { pageIndex: 1, pageSize: PAGE_SIZE, number: exactNumber },
  };
  return Object.entries(bodies).map(([name, body], i) => {
    const kind: CaseKind =
      name === 'page 1'
        ? 'page 1'
        : i === 1
          ? 'deep page'
          : name.includes('(one invoice)')
            ? 'exact reference'
            : 'filter';
    const page = body.pageIndex ?? 1;
    return {
      name,
      kind,
      request: { method: 'POST', path: '/api/finance/invoice/get', body: JSON.stringify(body) },
      naive: naiveInvoiceList(body as InvoiceAsk),
      plan: {
        name: `invoices: ${name}`,
        page,
        required: kind !== 'deep page',
        run: (db: Queryable, index: number) => listInvoices(db, { ...body, pageIndex: index }, {}),
      },
    };
  });
}

/** The number of an issued invoice that no other number contains (the longest of its year's series). */
export async function uniqueInvoiceNumber(db: {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}): Promise<string> {
  const { rows } = await db.query<{ number: string }>(
    `SELECT i.number FROM invoices i
      WHERE i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted
        AND i.number_sequence * 10 > (SELECT s.last_number FROM invoice_number_series s
                                       WHERE s.document_type = i.document_type AND s.year = i.number_year)
      ORDER BY i.id DESC OFFSET 100 LIMIT 1`,
  );
  if (!rows.length) throw new Error('lists-1m: no issued invoice to search by its number');
  return rows[0].number;
}
