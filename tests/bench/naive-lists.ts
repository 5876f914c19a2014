/**
 * The naive side of lists-1m.ts: the statements the two list routes ran at commit e07bdaa (before
 * issue 23), written out here by hand so the live tree's changing SQL never leaks into the baseline.
 * Each route ran its page query and a `count(*)` with the same WHERE, one round trip each, on every
 * request; a search first read the ids of the payment categories whose name matched, and the invoice
 * list's reference filters first read the ids of the matching requests. They are pgbench scripts
 * (`-M prepared`): values are pgbench variables (`:name`, given with `-D name=value`), which the
 * prepared mode binds as parameters as the route did; `\gset` carries a pre-query's answer into the
 * next statement as the route carried it in JavaScript.
 * Sources: src/server/crud/repository.ts listRows / countRows and src/server/invoices/list.ts,
 * head-sql.ts, as they were at e07bdaa; the invoice's paid and balance, a stored column then, are
 * now summed from the receivables ledger's allocations (see PAID below).
 */

/** A pgbench script and its variables. */
export interface NaiveScript {
  /** The whole request, every statement in the order the route ran them. */
  script: string;
  /** The page statement alone (the cost of a page whose total is known). */
  pageOnly: string;
  vars: Record<string, string | number | boolean>;
}

// ---- The generic list (GET /api/finance/paymentaccount/get), repository.ts at e07bdaa.

const ACCOUNT_COLUMNS = `t."id" AS "id", t."title" AS "title", t."initial" AS "initial", t."ref" AS "ref",
  t."description" AS "description", t."infra_type_id" AS "infraTypeId", t."iban" AS "iban", t."bic" AS "bic",
  t."is_active" AS "isActive", r5."title" AS "infraTypeName", t."version" AS "version",
  t."created_at" AS "dateCreated", t."updated_at" AS "lastModifiedDate"`;

/** The search expression of `list.search` (title, ref, initial; infraTypeName through matched ids). */
const ACCOUNT_SEARCHED = `search_fold(coalesce(t."title", '') || E'\\n' || coalesce(t."ref", '') || E'\\n' || coalesce(t."initial", ''))`;

/** What a payment account list case asks: its page and at most one filter or a search. */
export interface AccountAsk {
  limit: number;
  offset: number;
  filter?:
    { field: 'infraTypeId'; value: number } | { field: 'isActive'; value: boolean } | { field: 'ref'; value: string };
  /** A search whose text no payment category's name contains (the e07bdaa route then left that arm out). */
  search?: string;
}

/** `%text%` with `%`, `_` and `\` escaped, as db/sql.ts likeContains writes it. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function naiveAccountList(ask: AccountAsk): NaiveScript {
  const where = ['NOT t."is_deleted"'];
  const vars: NaiveScript['vars'] = { limit: ask.limit, offset: ask.offset };
  let labels = '';
  if (ask.filter?.field === 'infraTypeId') where.push('t."infra_type_id" = :value');
  if (ask.filter?.field === 'isActive') where.push('t."is_active" = :value');
  if (ask.filter?.field === 'ref') where.push('search_fold(t."ref") LIKE search_fold(:value)');
  if (ask.filter) vars.value = ask.filter.field === 'ref' ? likeContains(ask.filter.value) : ask.filter.value;
  if (ask.search !== undefined) {
    vars.search = likeContains(ask.search);
    labels = `SELECT ARRAY(SELECT "id" FROM "infra_type" WHERE search_fold("title") LIKE search_fold(:search) ORDER BY "id") AS "m0";\n`;
    where.push(`${ACCOUNT_SEARCHED} LIKE search_fold(:search)`);
  }
  const filter = `WHERE ${where.join(' AND ')}`;
  const page = `SELECT ${ACCOUNT_COLUMNS} FROM (SELECT t.* FROM "payment_account" t JOIN (SELECT t."id" FROM "payment_account" t ${filter} ORDER BY t."id" DESC LIMIT :limit OFFSET :offset) page ON page."id" = t."id") t LEFT JOIN "infra_type" r5 ON r5."id" = t."infra_type_id" ORDER BY t."id" DESC;\n`;
  const count = `SELECT count(*)::integer AS total FROM "payment_account" t ${filter};\n`;
  return { script: flat(labels + page + count), pageOnly: flat(labels + page), vars };
}

// ---- The invoice list (POST /api/finance/invoice/get), invoices/list.ts and head-sql.ts at e07bdaa.

const escaped = (e: string) => `replace(replace(replace(${e}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/**
 * Paid and balance since the receivables ledger (migration 027 dropped `invoices.paid_total`), read
 * the plain way: the sum of the row's allocations, one correlated subquery per figure (each an
 * index lookup of the page's rows in ledger_allocations), no LATERAL over `ledger_documents`.
 * What payments and credit notes settled of an invoice, and what a credit note settled of others.
 */
const allocated = (column: string, source: string) =>
  `(SELECT COALESCE(sum(la.amount), 0) FROM ledger_allocations la WHERE la.${column} = i.id AND la.${source} IS NOT NULL)`;
const PAID = allocated('invoice_id', 'payment_id');
const CREDITED = allocated('invoice_id', 'credit_note_id');
const USED = allocated('credit_note_id', 'invoice_id');

const HEAD_COLUMNS = `
  i.id, i.version, i.document_type AS "documentType", i.number, i.status::int AS status,
  to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate",
  r.request_guid::text AS "requestGuid", r.request_reference AS "requestReference", r.supplier_initial AS "supplierInitial",
  r.request_type::int AS "requestTypeId", r.created_at AS "requestCreatedAt",
  i.agency_id AS "agencyId", a.title AS "agencyName", r.reference_number AS "agencyReference",
  to_char(r.first_check_in, 'YYYY-MM-DD') AS "firstCheckInDate",
  (SELECT NULLIF(trim(COALESCE(p.first_name, '') || ' ' || COALESCE(p.last_name, '')), '') FROM reservation_passengers p
    WHERE p.request_id = r.id ORDER BY p.room_no, p.position LIMIT 1) AS "passengerName",
  COALESCE((SELECT max(g.pax) FROM (
      SELECT sum(x.adult_count + x.child_with_bed_count + x.child_with_no_bed_count)::int AS pax
        FROM reservation_destinations d JOIN reservation_destination_hotels h ON h.destination_id = d.id
        JOIN reservation_room_pax x ON x.destination_hotel_id = h.id
       WHERE d.request_id = r.id GROUP BY d.id) g), 0) AS pax,
  COALESCE((SELECT string_agg(${escaped('c.title')} || ' ' || to_char(d.check_in_date, 'DD/MM/YYYY') || ' → '
                                || to_char(d.check_out_date, 'DD/MM/YYYY'), '<br>' ORDER BY d.position)
              FROM reservation_destinations d JOIN city c ON c.id = d.city_id WHERE d.request_id = r.id), '') AS destinations,
  i.currency_id AS "currencyId", cu.title AS "currencyName", cu.initial AS "currencyInitial",
  i.system_total::float8 AS "systemTotal", i.subtotal::float8 AS subtotal, i.tax_total::float8 AS "taxTotal",
  i.grand_total::float8 AS "grandTotal", ${PAID}::float8 AS "paidTotal", ${CREDITED}::float8 AS "creditedTotal",
  (CASE WHEN i.document_type = 'invoice' THEN i.grand_total - ${PAID} - ${CREDITED}
        ELSE i.grand_total + ${USED} END)::float8 AS "balanceDue",
  i.corrects_invoice_id AS "correctsInvoiceId", ci.number AS "correctsInvoiceNumber",
  i.replaced_by_invoice_id AS "replacedByInvoiceId"`;

const HEAD_JOINS = `
  JOIN reservation_requests r ON r.id = i.request_id
  JOIN agency a ON a.id = i.agency_id
  LEFT JOIN currency cu ON cu.id = i.currency_id
  LEFT JOIN invoices ci ON ci.id = i.corrects_invoice_id`;

/** The invoice list's search model as the cases use it (@domain/finance InvoiceSearch). */
export interface InvoiceAsk {
  pageIndex: number;
  pageSize: number;
  agencyId?: number;
  invoiceStatus?: number;
  documentType?: string;
  number?: string;
  requestRef?: string;
  trRef?: string;
  firstCheckInFrom?: string;
  firstCheckInTo?: string;
  requestDateFrom?: string;
  requestDateTo?: string;
}

export function naiveInvoiceList(ask: InvoiceAsk): NaiveScript {
  const where = ['NOT i.is_deleted'];
  const vars: NaiveScript['vars'] = { limit: ask.pageSize, offset: (ask.pageIndex - 1) * ask.pageSize };
  let pre = '';
  let joinRequest = false;
  const add = (sql: string, name: string, value: string | number) => {
    where.push(sql);
    vars[name] = value;
  };
  if (ask.agencyId !== undefined) add('i.agency_id = :agency', 'agency', ask.agencyId);
  if (ask.invoiceStatus !== undefined) add('i.status = :status', 'status', ask.invoiceStatus);
  if (ask.documentType) add('i.document_type = :doctype', 'doctype', ask.documentType);
  if (ask.number) add('i.number ILIKE :number', 'number', likeContains(ask.number));
  for (const [text, name, own] of [
    [ask.requestRef, 'refs', `supplier_initial || '-' || request_reference`],
    [ask.trRef, 'trrefs', `COALESCE(reference_number, '')`],
  ] as const) {
    if (!text) continue;
    vars[`${name}text`] = likeContains(text);
    pre += `SELECT ARRAY(SELECT id FROM reservation_requests WHERE search_text LIKE search_fold(:${name}text) AND search_fold(${own}) LIKE search_fold(:${name}text)) AS ${name} \\gset\n`;
    where.push(`i.request_id = ANY(:${name}::int[])`);
  }
  const onRequest = (sql: string, name: string, value: string) => {
    joinRequest = true;
    add(sql, name, value);
  };
  if (ask.firstCheckInFrom) onRequest('r.first_check_in >= :checkinfrom::date', 'checkinfrom', ask.firstCheckInFrom);
  if (ask.firstCheckInTo) onRequest('r.first_check_in <= :checkinto::date', 'checkinto', ask.firstCheckInTo);
  if (ask.requestDateFrom)
    onRequest("r.created_at >= (:requestfrom::date)::timestamp AT TIME ZONE 'UTC'", 'requestfrom', ask.requestDateFrom);
  if (ask.requestDateTo)
    onRequest("r.created_at < (:requestto::date + 1)::timestamp AT TIME ZONE 'UTC'", 'requestto', ask.requestDateTo);
  const from = `invoices i${joinRequest ? ' JOIN reservation_requests r ON r.id = i.request_id' : ''}`;
  const filter = where.join(' AND ');
  const count = `SELECT count(*)::int AS total FROM ${from} WHERE ${filter};\n`;
  const matching = joinRequest
    ? `matching AS MATERIALIZED (SELECT i.id FROM ${from} WHERE ${filter}), page AS (SELECT id FROM matching ORDER BY id DESC`
    : `page AS (SELECT i.id FROM ${from} WHERE ${filter} ORDER BY i.id DESC`;
  const page = `WITH ${matching} LIMIT :limit OFFSET :offset) SELECT ${HEAD_COLUMNS} FROM page JOIN invoices i ON i.id = page.id ${HEAD_JOINS} ORDER BY i.id DESC;\n`;
  return { script: flatten(pre) + flat(count + page), pageOnly: flatten(pre) + flat(page), vars };
}

/** Each statement on one line, so a script reads as the list of its round trips. */
function flat(sql: string): string {
  return sql
    .split(';\n')
    .filter((s) => s.trim())
    .map((s) => `${s.replace(/\s+/g, ' ').trim()};\n`)
    .join('');
}

/** The pre-queries end with `\gset` (in place of the semicolon: their answer becomes variables). */
function flatten(pre: string): string {
  return pre
    .split('\\gset\n')
    .filter((s) => s.trim())
    .map((s) => `${s.replace(/\s+/g, ' ').trim()} \\gset\n`)
    .join('');
}
