/**
 * A Canceled invoice owes nothing, also after the deletion of a payment that had settled part of
 * it: its credit note settles that part again (as at its cancellation) instead of keeping it as
 * credit on account while the invoice shows it due. Found by one-amount-owed.test.ts's operations.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addPayment,
  draftInvoice,
  getInvoice,
  issue,
  pay,
  paymentRefs,
  setUp,
  SYSTEM_TOTAL,
  today,
  update,
  type Ctx,
  type Refs,
} from '../invoice-payments/fixture.js';
import { newAgency } from './agencies.js';

let c: Ctx;
let r: Refs;
beforeAll(async () => {
  c = await setUp();
  r = await paymentRefs(c);
});
afterAll(() => c?.t.close());

it('a Canceled invoice owes nothing after the deletion of a payment that settled part of it', async () => {
  const agencyId = await newAgency(c.t.db, 'Cancelled');
  const first = await issue(c, await draftInvoice(c, agencyId));
  const second = await issue(c, await draftInvoice(c, agencyId));
  // 1200.00 settles the first (905.08) and 294.92 of the second.
  const payment = await addPayment(c, r, first.id, { amount: 1200, paymentDate: today() });
  expect(payment.settledInvoices).toHaveLength(2);
  // The second cancelled: its credit note settles the 610.16 left, the rest (294.92) is credit on account.
  const cancelled = await update(c, await getInvoice(c, second.id), { status: 3 });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  expect(await getInvoice(c, second.id)).toMatchObject({ status: 3, balanceDue: 0 });

  const deleted = await pay(c, c.admin, 'DELETE', `delete?id=${payment.id}`);
  expect(deleted.statusCode, deleted.body).toBe(200);
  const balance = await c.t.call(c.admin, { method: 'GET', url: `/api/finance/agency/balance?agencyId=${agencyId}` });
  expect(balance.json()).toMatchObject({ balance: SYSTEM_TOTAL }); // holds
  expect(await getInvoice(c, second.id)).toMatchObject({ status: 3, balanceDue: 0 });
  expect(balance.json()).toMatchObject({ invoicesOpen: SYSTEM_TOTAL, creditOnAccount: 0 });
});
