/**
 * `Idempotency-Key` (src/server/http/idempotency.ts), on the route that takes it today
 * (`POST /api/finance/invoicepayment/add`): the same key and body answer the first answer again and
 * write nothing more, also for 20 requests sent at once (on the PostgreSQL server they race for the
 * key); the same key with another body is a 422; keys are per user and expire after 24 hours; a
 * failed write keeps no key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  body,
  draftInvoice,
  getInvoice,
  pay,
  paymentRefs,
  setUp,
  type Ctx,
  type Json,
  type Refs,
} from './invoice-payments/fixture.js';

let c: Ctx;
let r: Refs;
beforeAll(async () => {
  c = await setUp();
  r = await paymentRefs(c);
});
afterAll(async () => {
  await c.t.close();
});

const keyed = (key: string, payload: Json, bearer = c.admin, lang = 'en') =>
  pay(c, bearer, 'POST', 'add', payload, { 'idempotency-key': key, 'accept-language': lang });

const paymentsOf = async (invoiceId: number) =>
  (
    await c.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoice_payments WHERE invoice_id = $1', [
      invoiceId,
    ])
  )[0].n;

describe('Idempotency-Key', () => {
  it('answers 20 simultaneous posts with one key and body with the one payment it records', async () => {
    const invoice = await draftInvoice(c);
    const payload = body(r, invoice.id, { amount: 250 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => keyed('pay-20-at-once', payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await paymentsOf(invoice.id)).toBe(1);
    const stored = await getInvoice(c, invoice.id);
    expect(stored.paidTotal).toBe(250);
    expect(stored.number).toMatch(/^INV-/);
  });

  it('answers the first payment again to a later retry, and refuses the key with another body (422)', async () => {
    const invoice = await draftInvoice(c);
    const payload = body(r, invoice.id, { amount: 40 });
    const first = await keyed('retry-later', payload);
    expect(first.statusCode).toBe(200);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const retry = await keyed('retry-later', reordered);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const other = await keyed('retry-later', { ...payload, amount: 41 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      status: 422,
      detail: 'This Idempotency-Key was used with another request.',
      code: 'idempotency-key-reused',
    });
    const fr = await keyed('retry-later', { ...payload, amount: 41 }, c.admin, 'fr');
    expect(fr.json().detail).toBe('Cette clé Idempotency-Key a déjà servi pour une autre requête.');
    expect(await paymentsOf(invoice.id)).toBe(1);
  });

  it('records a payment per request without the header', async () => {
    const invoice = await draftInvoice(c);
    const payload = body(r, invoice.id, { amount: 5 });
    await pay(c, c.admin, 'POST', 'add', payload);
    await pay(c, c.admin, 'POST', 'add', payload);
    expect(await paymentsOf(invoice.id)).toBe(2);
  });

  it('keeps no key for a refused write: the corrected request may use it', async () => {
    const invoice = await draftInvoice(c);
    // A split above the invoice's balance is refused (400).
    const tooMuch = await keyed(
      'fix-and-retry',
      body(r, invoice.id, { amount: 99999, allocations: [{ invoiceId: invoice.id, amount: 99999 }] }),
    );
    expect(tooMuch.statusCode).toBe(400);
    const fixed = await keyed('fix-and-retry', body(r, invoice.id, { amount: 9 }));
    expect(fixed.statusCode).toBe(200);
    expect(await paymentsOf(invoice.id)).toBe(1);
  });

  it("never answers one user's request with another user's key", async () => {
    const invoice = await draftInvoice(c);
    const payload = body(r, invoice.id, { amount: 3 });
    await keyed('shared-key', payload);
    // Another company user with the payment permissions (the finance demo user).
    const [finance] = await c.t.db.query<{ email: string }>(
      "SELECT email FROM users WHERE email = 'fiona.finance@example.com'",
    );
    const other = await c.t.login({ email: finance.email, password: 'Finance#2026' });
    const second = await keyed('shared-key', payload, other);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await paymentsOf(invoice.id)).toBe(2);
    // An agency user is refused as ever (403), and keeps no key either.
    expect((await keyed('shared-key', payload, await c.t.login(AGENT))).statusCode).toBe(403);
  });

  it('forgets a key after 24 hours', async () => {
    const invoice = await draftInvoice(c);
    await keyed('a-day-old', body(r, invoice.id, { amount: 1 }));
    await c.t.db.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'a-day-old'");
    const later = await keyed('a-day-old', body(r, invoice.id, { amount: 2 }));
    expect(later.statusCode).toBe(200);
    expect(later.json().amount).toBe(2);
    expect(await paymentsOf(invoice.id)).toBe(2);
  });

  it('refuses a malformed key (400 on the header)', async () => {
    const invoice = await draftInvoice(c);
    const res = await keyed('x'.repeat(201), body(r, invoice.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'Idempotency-Key': ['Idempotency-Key must be 1 to 200 visible ASCII characters.'],
    });
    expect(await paymentsOf(invoice.id)).toBe(0);
  });
});
