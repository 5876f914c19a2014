/**
 * The invoices' tests share this: an app on a fresh database, the reference prices of the request
 * that `requestBody` (../reservations/fixture.ts) builds set to known values, and calls of
 * /api/finance/invoice/. The request bills 4 nights of one room, an excursion and a tour for two
 * passengers, and one transfer for two adults.
 */
import { ADMIN, AGENT, startTestApp, type TestApp } from '../helpers.js';
import { findRefs, requestBody, type Refs } from '../reservations/fixture.js';

export const INVOICES = '/api/finance/invoice';
export const REQUESTS = '/api/reservation/request';
export const ACTIVITY = '/api/reservation/requestactivity';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON in assertions

export const PRICES = { nightly: '123.45', excursion: '49.99', tour: '80.10', fare: '75.55' };
/** 4 × 123.45 + 2 × 49.99 + 2 × 80.10 + 2 × 75.55 */
export const SYSTEM_TOTAL = 905.08;

export interface Ctx {
  t: TestApp;
  admin: string;
  agent: string;
  refs: Refs;
}

export async function setUp(): Promise<Ctx> {
  const t = await startTestApp();
  const refs = await findRefs(t.db);
  await t.db.query(
    'UPDATE room_type_providing_policy SET nightly_rate = $3 WHERE room_type_id = $1 AND providing_policy_id = $2',
    [refs.roomTypeId, refs.policyId, PRICES.nightly],
  );
  await t.db.query('UPDATE excursion SET price_per_person = $2 WHERE id = $1', [refs.excursionId, PRICES.excursion]);
  await t.db.query('UPDATE tour_service SET price_per_person = $2 WHERE id = $1', [refs.tourId, PRICES.tour]);
  await t.db.query('UPDATE transportation_provider SET fare_per_person = $2 WHERE id = $1', [
    refs.providerId,
    PRICES.fare,
  ]);
  const c = { t, refs, admin: await t.login(ADMIN), agent: await t.login(AGENT) };
  // Tests state their tax rate; none by default (the demo tenant's may differ). Rows keep the rate
  // they are given (standard VAT, not the demo's margin scheme), and documents issue without an
  // electronic form (e-invoicing off): the e-invoicing tests turn both on themselves.
  await setTenant(c, { taxRate: 0 });
  await c.t.db.query("UPDATE saas_tenancy_settings SET vat_regime = 'standard', e_invoicing = 'off'");
  return c;
}

/** The tenant's default tax rate and payment terms (tenancy settings). */
export async function setTenant(c: Ctx, values: { taxRate?: number; terms?: number; daysBefore?: number }) {
  if (values.taxRate !== undefined)
    await c.t.db.query('UPDATE saas_tenancy_settings SET default_tax_rate = $1', [values.taxRate]);
  if (values.terms !== undefined)
    await c.t.db.query('UPDATE saas_tenancy_settings SET payment_terms_days = $1', [values.terms]);
  if (values.daysBefore !== undefined) {
    await c.t.db.query('UPDATE saas_tenancy_settings SET balance_days_before_travel = $1', [values.daysBefore]);
  }
}

/** Submits a request (agency 1 unless said) through the real route; answers its detail. */
export async function submit(c: Ctx, options: { agencyId?: number; body?: Json } = {}): Promise<Json> {
  const payload = options.body ?? requestBody(c.refs, { agencyId: options.agencyId });
  const res = await c.t.call(c.admin, { method: 'POST', url: `${REQUESTS}/add`, payload });
  if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return res.json<Json>();
}

export const call = (
  c: Ctx,
  bearer: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  lang = 'en',
) => c.t.call(bearer, { method, url: `${INVOICES}/${path}`, payload, headers: { 'accept-language': lang } });

/** The request's invoice as getinvoicebyrequestid answers it. */
export async function invoiceOf(c: Ctx, requestGuid: string, bearer = c.admin): Promise<Json> {
  const res = await call(c, bearer, 'GET', `getinvoicebyrequestid?requestGuid=${requestGuid}`);
  if (res.statusCode !== 200) throw new Error(`invoiceOf: ${res.statusCode} ${res.body}`);
  return res.json<Json>();
}

export async function getInvoice(c: Ctx, id: number, bearer = c.admin): Promise<Json> {
  const res = await call(c, bearer, 'GET', `getbyid?id=${id}`);
  if (res.statusCode !== 200) throw new Error(`getInvoice: ${res.statusCode} ${res.body}`);
  return res.json<Json>();
}

/** PUT update with the given changes on top of the invoice as read. */
export const update = (c: Ctx, invoice: Json, changes: Json, bearer = c.admin, lang = 'en') =>
  call(c, bearer, 'PUT', 'update', { ...invoice, ...changes }, lang);

/** Issues a draft by setting Waiting For Payment; answers the issued invoice. */
export async function issue(c: Ctx, invoice: Json): Promise<Json> {
  const res = await update(c, invoice, { status: 1 });
  if (res.statusCode !== 200) throw new Error(`issue: ${res.statusCode} ${res.body}`);
  return res.json<Json>();
}

/** An extra service (infra type of group 10) for manual rows. */
export async function serviceId(c: Ctx): Promise<number> {
  const [row] = await c.t.db.query<{ id: number }>(
    'SELECT id FROM infra_type WHERE type_group_id = 10 AND NOT is_deleted ORDER BY id LIMIT 1',
  );
  return row!.id;
}

export const today = () => new Date().toISOString().slice(0, 10);
