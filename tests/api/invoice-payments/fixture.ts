/**
 * The payments' tests share this, on top of the invoices' fixture (an app on a fresh database,
 * known prices, a submitted request whose draft invoice bills SYSTEM_TOTAL): calls of
 * /api/finance/invoicepayment/, a valid body, a payment type (infra type group 12) and active
 * payment accounts of the demo data.
 */
import { invoiceOf, submit, type Ctx, type Json } from '../invoices/fixture.js';

export { AGENT } from '../helpers.js';
export {
  getInvoice,
  issue,
  setUp,
  submit,
  SYSTEM_TOTAL,
  today,
  update,
  type Ctx,
  type Json,
} from '../invoices/fixture.js';

export const PAYMENTS = '/api/finance/invoicepayment';

export interface Refs {
  /** A payment type (type group 12) and another one. */
  typeId: number;
  otherTypeId: number;
  /** An active payment account, another one, and an inactive one. */
  accountId: number;
  otherAccountId: number;
  inactiveAccountId: number;
  /** An infra type of another group (a payment category). */
  categoryId: number;
}

export async function paymentRefs(c: Ctx): Promise<Refs> {
  const ids = (sql: string) => c.t.db.query<{ id: number }>(sql).then((rows) => rows.map((r) => r.id));
  const types = await ids('SELECT id FROM infra_type WHERE type_group_id = 12 AND NOT is_deleted ORDER BY id');
  const active = await ids('SELECT id FROM payment_account WHERE is_active AND NOT is_deleted ORDER BY id');
  const inactive = await ids('SELECT id FROM payment_account WHERE NOT is_active AND NOT is_deleted ORDER BY id');
  const categories = await ids('SELECT id FROM infra_type WHERE type_group_id = 11 ORDER BY id');
  return {
    typeId: types[0],
    otherTypeId: types[1],
    accountId: active[0],
    otherAccountId: active[1],
    inactiveAccountId: inactive[0],
    categoryId: categories[0],
  };
}

export const body = (r: Refs, invoiceId: number, values: Json = {}): Json => ({
  id: null,
  invoiceId,
  amount: 100,
  paymentDate: '2026-11-20',
  paymentAccountId: r.accountId,
  paymentTypeId: r.typeId,
  ref: 'PAY-1',
  notes: 'First instalment',
  ...values,
});

export const pay = (
  c: Ctx,
  bearer: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  c.t.call(bearer, { method, url: `${PAYMENTS}/${path}`, payload, headers: { 'accept-language': 'en', ...headers } });

/** A new request's draft invoice (agency 1 unless said). */
export async function draftInvoice(c: Ctx, agencyId?: number): Promise<Json> {
  const request = await submit(c, { agencyId });
  return invoiceOf(c, request.requestGuid);
}

/** Records a payment; answers it (throws on anything but 200). */
export async function addPayment(c: Ctx, r: Refs, invoiceId: number, values: Json = {}): Promise<Json> {
  const res = await pay(c, c.admin, 'POST', 'add', body(r, invoiceId, values));
  if (res.statusCode !== 200) throw new Error(`addPayment: ${res.statusCode} ${res.body}`);
  return res.json<Json>();
}

/** The invoice's audit entries, oldest first, as the audit log answers them. */
export async function invoiceHistory(c: Ctx, invoiceId: number): Promise<Json[]> {
  const res = await c.t.call(c.admin, {
    method: 'POST',
    url: '/api/audit/get',
    payload: { entity: 'invoice', entityId: String(invoiceId), pageIndex: 1, pageSize: 100 },
  });
  if (res.statusCode !== 200) throw new Error(`invoiceHistory: ${res.statusCode} ${res.body}`);
  const rows = res.json<Json>().auditEntries as Json[];
  return [...rows].reverse();
}
