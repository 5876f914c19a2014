/**
 * An agency's account in the receivables ledger, as the API answers it: the balance after an
 * invoice paid in part, after a payment above the balances (credit on account), after credit
 * allocated to a later invoice and after a refund, and the refund's receipt PDF; agency users read
 * their own account only and write nothing; a Canceled With Charges invoice takes a payment of its charges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@server/pdf/index.js';
import { pdfText } from '@tests/support/pdf-text.js';
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
  type Json,
  type Refs,
} from '../invoice-payments/fixture.js';

let c: Ctx;
let r: Refs;
/** A new agency (a copy of agency 1): its account is this file's alone. */
let agencyId: number;
let agentAgencyId: number;
/** The refund of the balance's story (50 of the credit), as `POST refund` answered it. */
let refunded: Json;

beforeAll(async () => {
  c = await setUp();
  r = await paymentRefs(c);
  agencyId = await newAgency();
  const [agent] = await c.t.db.query<{ agency_id: number }>(
    "SELECT agency_id FROM users WHERE email = 'agent@example.com'",
  );
  agentAgencyId = agent!.agency_id;
});
/** A copy of agency 1 under a new id, code and e-mail: no invoice, no payment yet. */
async function newAgency(): Promise<number> {
  const db = c.t.db;
  await db.query('CREATE TEMP TABLE ledger_agency AS SELECT * FROM agency WHERE id = 1');
  const [{ id }] = await db.query<{ id: number }>('SELECT max(id)::int + 1 AS id FROM agency');
  await db.query(
    "UPDATE ledger_agency SET id = $1, title = 'Ledger Test Travel', code = 'LEDGER', email = 'ledger@example.com'",
    [id],
  );
  await db.query('INSERT INTO agency SELECT * FROM ledger_agency');
  await db.query('DROP TABLE ledger_agency');
  await db.query(
    "SELECT setval(pg_get_serial_sequence('agency', 'id'), $1) WHERE pg_get_serial_sequence('agency', 'id') IS NOT NULL",
    [id],
  );
  return id;
}

afterAll(async () => {
  await c.t.close();
});

const get = (bearer: string, url: string) =>
  c.t.call(bearer, { method: 'GET', url, headers: { 'accept-language': 'en' } });

async function balanceOf(id: number, bearer = c.admin): Promise<Json> {
  const res = await get(bearer, `/api/finance/agency/balance?agencyId=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Json>();
}

/** A new issued invoice of the agency (SYSTEM_TOTAL due). */
const issuedInvoice = async (agency = agencyId) => issue(c, await draftInvoice(c, agency));

const refundBody = (values: Json = {}) => ({
  agencyId,
  amount: 50,
  refundDate: today(),
  paymentAccountId: r.accountId,
  paymentTypeId: r.typeId,
  ref: 'REF-1',
  ...values,
});

describe("an agency's balance", () => {
  let first: Json;
  let second: Json;

  it('starts at nothing', async () => {
    expect(await balanceOf(agencyId)).toMatchObject({ agencyId, invoicesOpen: 0, creditOnAccount: 0, balance: 0 });
  });

  it('an invoice paid in part: its balance due is open', async () => {
    first = await issuedInvoice();
    const payment = await addPayment(c, r, first.id, { amount: 300 });
    expect(payment.settledInvoices).toEqual([{ invoiceId: first.id, invoiceNumber: first.number, amount: 300 }]);
    expect(payment.unallocated).toBe(0);
    expect(await balanceOf(agencyId)).toMatchObject({ invoicesOpen: 605.08, creditOnAccount: 0, balance: 605.08 });
    const open = await get(c.admin, `/api/finance/agency/openinvoices?agencyId=${agencyId}`);
    expect(open.json()).toEqual([expect.objectContaining({ id: first.id, number: first.number, balance: 605.08 })]);
  });

  it('a payment above the balance: the rest is credit on account, balance = invoicesOpen − creditOnAccount', async () => {
    const payment = await addPayment(c, r, first.id, { amount: 1000, ref: 'PAY-2' });
    expect(payment.settledInvoices).toEqual([{ invoiceId: first.id, invoiceNumber: first.number, amount: 605.08 }]);
    expect(payment.unallocated).toBe(394.92);
    expect(await getInvoice(c, first.id)).toMatchObject({ status: 7, balanceDue: 0 });
    const rows = (await pay(c, c.admin, 'GET', `getpaymentsbyinvoiceid?invoiceId=${first.id}`)).json<Json[]>();
    expect(rows.find((p) => p.id === payment.id)).toMatchObject({
      settledInvoices: [{ invoiceId: first.id, invoiceNumber: first.number, amount: 605.08 }],
      unallocated: 394.92,
    });
    second = await issuedInvoice();
    const balance = await balanceOf(agencyId);
    expect(balance).toMatchObject({ invoicesOpen: SYSTEM_TOTAL, creditOnAccount: 394.92, balance: 510.16 });
    expect(balance.balance).toBeCloseTo(balance.invoicesOpen - balance.creditOnAccount, 2);
  });

  it('credit allocated to a later invoice lowers its balance due, and pays it once it is covered', async () => {
    // The clerk keeps 500 of a payment on account (the split names 100 for the invoice).
    const payment = await addPayment(c, r, second.id, {
      amount: 600,
      ref: 'PAY-3',
      allocations: [{ invoiceId: second.id, amount: 100 }],
    });
    expect(payment.unallocated).toBe(500);
    expect(await balanceOf(agencyId)).toMatchObject({ invoicesOpen: 805.08, creditOnAccount: 894.92 });

    const part = await pay(c, c.admin, 'POST', 'allocatecredit', { invoiceId: second.id, amount: 100 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ invoicesOpen: 705.08, creditOnAccount: 794.92, balance: -89.84 });
    expect(await getInvoice(c, second.id)).toMatchObject({ status: 1, balanceDue: 705.08 });

    const rest = await pay(c, c.admin, 'POST', 'allocatecredit', { invoiceId: second.id });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ invoicesOpen: 0, creditOnAccount: 89.84, balance: -89.84 });
    expect(await getInvoice(c, second.id)).toMatchObject({ status: 7, balanceDue: 0 });
  });

  it('a refund lowers the credit and raises the balance; more than the credit is refused', async () => {
    const res = await pay(c, c.admin, 'POST', 'refund', refundBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ agencyId, amount: 50, refundDate: today(), ref: 'REF-1' });
    refunded = res.json<Json>();
    expect(await balanceOf(agencyId)).toMatchObject({ invoicesOpen: 0, creditOnAccount: 39.84, balance: -39.84 });

    const tooMuch = await pay(c, c.admin, 'POST', 'refund', refundBody({ amount: 100, ref: 'REF-2' }));
    expect(tooMuch.statusCode).toBe(400);
    expect(Object.keys(tooMuch.json().errors)).toEqual(['amount']);
    expect(await balanceOf(agencyId)).toMatchObject({ creditOnAccount: 39.84 });

    const list = await pay(c, c.admin, 'GET', `refunds?agencyId=${agencyId}`);
    expect(list.json()).toEqual([expect.objectContaining({ id: res.json().id, amount: 50 })]);
  });
});

describe("a refund's receipt", () => {
  const receipt = (bearer: string, id: number, lang: 'en' | 'fr') =>
    c.t.call(bearer, {
      method: 'GET',
      url: `/api/finance/invoicepayment/refund/pdf?id=${id}`,
      headers: { 'accept-language': lang },
    });
  /** As the extracted text reads it: the narrow no-break space of fr figures reads as a space. */
  const money = (amount: string, lang: 'en' | 'fr') =>
    formatMoney(amount, refunded.currencyInitial ?? null, lang).replace(/\s+/g, ' ');

  it('prints the amount, the agency and the credit left after it, in English', async () => {
    await c.t.db.query("UPDATE agency SET address = '12 Rue de la Paix' WHERE id = $1", [agencyId]);
    const res = await receipt(c.admin, refunded.id, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Refund-${refunded.id}.pdf`);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain(`Refund receipt No. ${refunded.id}`);
    expect(text).toContain(`Paid back ${money('50', 'en')} to Ledger Test Travel.`);
    expect(text).toContain('REF-1');
    expect(text).toContain(
      `Paid back from the agency's credit on account; credit left after this refund: ${money('39.84', 'en')}.`,
    );
    expect(text).toContain('12 Rue de la Paix');
  });

  it('prints them in French, the same bytes each time', async () => {
    const res = await receipt(c.admin, refunded.id, 'fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`Remboursement-${refunded.id}.pdf`);
    const text = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain(`Reçu de remboursement n° ${refunded.id}`);
    expect(text).toContain(`Remboursé ${money('50', 'fr')} à Ledger Test Travel.`);
    expect(text).toContain(`avoir restant après ce remboursement : ${money('39.84', 'fr')}.`);
    const again = await receipt(c.admin, refunded.id, 'fr');
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it("answers 404 to another agency's agent, and for a refund that does not exist", async () => {
    expect((await receipt(c.agent, refunded.id, 'en')).statusCode).toBe(404);
    expect((await receipt(c.admin, 999999, 'en')).statusCode).toBe(404);
  });
});

describe('agency users', () => {
  it('read their own balance, not another agency (404)', async () => {
    const own = await balanceOf(agentAgencyId, c.agent);
    expect(own).toMatchObject({ agencyId: agentAgencyId });
    expect(own).toEqual(await balanceOf(agentAgencyId));
    const other = await get(c.agent, `/api/finance/agency/balance?agencyId=${agencyId}`);
    expect(other.statusCode).toBe(404);
    const otherOpen = await get(c.agent, `/api/finance/agency/openinvoices?agencyId=${agencyId}`);
    expect(otherOpen.statusCode).toBe(404);
  });

  it('may not allocate credit nor refund (403)', async () => {
    const own = await issuedInvoice(agentAgencyId);
    const allocate = await pay(c, c.agent, 'POST', 'allocatecredit', { invoiceId: own.id });
    expect(allocate.statusCode).toBe(403);
    const refund = await pay(c, c.agent, 'POST', 'refund', refundBody({ agencyId: agentAgencyId }));
    expect(refund.statusCode).toBe(403);
  });
});

describe('a Canceled With Charges invoice', () => {
  it('takes a payment of its charges and ends with nothing due', async () => {
    const invoice = await issuedInvoice();
    const cancelled = await update(c, invoice, { status: 4, cancellationCharges: 100.5 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await getInvoice(c, invoice.id)).toMatchObject({ status: 4, balanceDue: 100.5 });
    const payment = await addPayment(c, r, invoice.id, { amount: 100.5, ref: 'PAY-4' });
    expect(payment.settledInvoices).toEqual([{ invoiceId: invoice.id, invoiceNumber: invoice.number, amount: 100.5 }]);
    expect(payment.unallocated).toBe(0);
    expect(await getInvoice(c, invoice.id)).toMatchObject({ status: 4, balanceDue: 0 });
  });
});
