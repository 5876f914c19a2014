/**
 * Payments against an invoice: recording one issues a draft, the §5 messages (en, fr), the balance
 * due as a ceiling, credit notes and cancelled invoices refused, Paid when the payments reach the
 * grand total and back when one goes (each change in the invoice's history), versions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPayment,
  body,
  draftInvoice,
  getInvoice,
  invoiceHistory,
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
} from './fixture.js';

let c: Ctx;
let r: Refs;
beforeAll(async () => {
  c = await setUp();
  r = await paymentRefs(c);
});
afterAll(async () => {
  await c.t.close();
});

const paymentCount = async (invoiceId: number) =>
  (
    await c.t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoice_payments WHERE invoice_id = $1 AND NOT is_deleted',
      [invoiceId],
    )
  )[0].n;

/** The status changes of an invoice's updates, oldest first: `1→7`. */
const statusChanges = (history: Json[]) =>
  history
    .filter((e) => e.operation === 'update')
    .flatMap((e) =>
      (e.changes as Json[]).filter((ch) => ch.field === 'status').map((ch) => `${ch.before}→${ch.after}`),
    );

describe('recording a payment', () => {
  it('issues a draft invoice first: number, issue date, Waiting For Payment; answers the balance left', async () => {
    const draft = await draftInvoice(c);
    expect(draft.number).toBeNull();
    expect(draft.grandTotal).toBe(SYSTEM_TOTAL);
    const payment = await addPayment(c, r, draft.id, { amount: 100.5 });
    expect(payment).toMatchObject({
      invoiceId: draft.id,
      amount: 100.5,
      paymentDate: '2026-11-20',
      paymentAccountId: r.accountId,
      paymentTypeId: r.typeId,
      ref: 'PAY-1',
      notes: 'First instalment',
      requestReference: draft.requestReference,
      supplierInitial: draft.supplierInitial,
      currencyInitial: draft.currencyInitial,
      balanceDue: 804.58,
      version: 1,
      attachments: [],
    });
    expect(payment.paymentAccountName).toEqual(expect.any(String));
    expect(payment.paymentTypeName).toEqual(expect.any(String));
    const invoice = await getInvoice(c, draft.id);
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{5}$/);
    expect(payment.invoiceNumber).toBe(invoice.number);
    expect(invoice.issueDate).toBe(today());
    expect(invoice).toMatchObject({ status: 1, paidTotal: 100.5, balanceDue: 804.58 });
    const again = await pay(c, c.admin, 'GET', `getbyid?id=${payment.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe('"1"');
    expect(again.json()).toEqual(payment);
  });

  it('refuses a body without its required fields, with the messages of §5', async () => {
    const res = await pay(c, c.admin, 'POST', 'add', { id: null, paymentAccountId: 0, ref: '', notes: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      invoiceId: ['Invoice is required.'],
      amount: ['Amount is required.'],
      paymentDate: ['Payment Date is required.'],
      paymentAccountId: ['Payment Account is required.'],
      paymentTypeId: ['Payment Type is required.'],
    });
    const fr = await pay(c, c.admin, 'POST', 'add', { invoiceId: 1 }, { 'accept-language': 'fr' });
    expect(fr.json().errors).toMatchObject({
      amount: ['Le champ « Montant » est obligatoire.'],
      paymentDate: ['Le champ « Date de paiement » est obligatoire.'],
      paymentAccountId: ['Le champ « Compte de paiement » est obligatoire.'],
      paymentTypeId: ['Le champ « Type de paiement » est obligatoire.'],
    });
  });

  it.each([
    [{ ref: 'ab' }, 'ref', 'Ref must be at least 3 characters long.'],
    [{ ref: 'ABCDEFGHIJK' }, 'ref', 'The reference must not exceed 10 characters.'],
    [{ amount: -1 }, 'amount', 'The amount must be greater than 0.'],
    [{ amount: 1_000_000_000_000 }, 'amount', 'Amount cannot exceed 999,999,999,999.'],
    [{ amount: 10.005 }, 'amount', 'Amount can have at most 2 decimals.'],
    [{ amount: '12' }, 'amount', 'Amount is not valid.'],
    [{ paymentDate: '2026-02-30' }, 'paymentDate', 'Payment Date is not valid.'],
  ])('refuses %j: %s', async (values, field, text) => {
    const draft = await draftInvoice(c);
    const res = await pay(c, c.admin, 'POST', 'add', body(r, draft.id, values));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: [text] });
    expect(await paymentCount(draft.id)).toBe(0);
    expect((await getInvoice(c, draft.id)).number).toBeNull();
  });

  it('refuses an amount of 0 and a payment date after today (the UTC day), in en and fr, and records nothing', async () => {
    const draft = await draftInvoice(c);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const zero = await pay(c, c.admin, 'POST', 'add', body(r, draft.id, { amount: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual({ amount: ['The amount must be greater than 0.'] });
    const zeroFr = await pay(c, c.admin, 'POST', 'add', body(r, draft.id, { amount: 0 }), { 'accept-language': 'fr' });
    expect(zeroFr.json().errors).toEqual({ amount: ['Le montant doit être supérieur à 0.'] });
    const future = await pay(c, c.admin, 'POST', 'add', body(r, draft.id, { paymentDate: tomorrow }));
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ paymentDate: ['The payment date cannot be in the future.'] });
    const futureFr = await pay(c, c.admin, 'POST', 'add', body(r, draft.id, { paymentDate: tomorrow }), {
      'accept-language': 'fr',
    });
    expect(futureFr.json().errors).toEqual({ paymentDate: ['La date du paiement ne peut pas être dans le futur.'] });
    expect(await paymentCount(draft.id)).toBe(0);
    expect((await getInvoice(c, draft.id)).number).toBeNull();
    // Today is accepted; an update may not move the payment into the future or down to 0 either.
    const payment = await addPayment(c, r, draft.id, { amount: 10, paymentDate: today() });
    for (const [change, field] of [
      [{ paymentDate: tomorrow }, 'paymentDate'],
      [{ amount: 0 }, 'amount'],
    ] as const) {
      const res = await pay(c, c.admin, 'PUT', 'update', {
        ...body(r, draft.id),
        ...change,
        id: payment.id,
        version: 1,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect((await pay(c, c.admin, 'GET', `getbyid?id=${payment.id}`)).json()).toMatchObject({
      amount: 10,
      paymentDate: today(),
      version: 1,
    });
  });

  it('takes a payment type of type group 12 only, and an active payment account', async () => {
    const draft = await draftInvoice(c);
    const res = await pay(
      c,
      c.admin,
      'POST',
      'add',
      body(r, draft.id, { paymentTypeId: r.categoryId, paymentAccountId: r.inactiveAccountId }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      paymentTypeId: ['Payment Type is not valid.'],
      paymentAccountId: ['This payment account is not active.'],
    });
    const missing = await pay(c, c.admin, 'POST', 'add', body(r, draft.id, { paymentAccountId: 999999 }));
    expect(missing.json().errors).toEqual({ paymentAccountId: ['Payment Account is not valid.'] });
    expect(await paymentCount(draft.id)).toBe(0);
  });

  it('keeps what a payment brings above the balances as credit on account; a split above a balance is refused (en, fr)', async () => {
    const draft = await draftInvoice(c);
    // The clerk's split: this invoice only; the rest stays on account.
    const split1 = body(r, draft.id, { amount: 1000, allocations: [{ invoiceId: draft.id, amount: SYSTEM_TOTAL }] });
    const above = await pay(c, c.admin, 'POST', 'add', split1);
    expect(above.statusCode, above.body).toBe(200);
    expect(above.json()).toMatchObject({
      balanceDue: 0,
      unallocated: 94.92,
      settledInvoices: [{ invoiceId: draft.id, amount: SYSTEM_TOTAL }],
    });
    expect(await getInvoice(c, draft.id)).toMatchObject({ status: 7, paidTotal: SYSTEM_TOTAL, balanceDue: 0 });
    const other = await draftInvoice(c);
    const split = body(r, other.id, { amount: 1000, allocations: [{ invoiceId: other.id, amount: 905.09 }] });
    const res = await pay(c, c.admin, 'POST', 'add', split);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'allocations[0].amount': ['The amount cannot exceed the balance due of €905.08.'],
    });
    const fr = await pay(c, c.admin, 'POST', 'add', split, { 'accept-language': 'fr' });
    expect(fr.json().errors['allocations[0].amount'][0].replace(/\s/g, ' ')).toBe(
      'Le montant ne peut pas dépasser le solde dû de 905,08 €.',
    );
    // A refused write issues nothing.
    expect((await getInvoice(c, other.id)).number).toBeNull();
    // Two lines on one invoice share its balance: together they may not pass it.
    const twice = body(r, other.id, {
      amount: 1000,
      allocations: [
        { invoiceId: other.id, amount: 500 },
        { invoiceId: other.id, amount: 405.09 },
      ],
    });
    const shared = await pay(c, c.admin, 'POST', 'add', twice);
    expect(shared.statusCode).toBe(400);
    expect(shared.json().errors).toEqual({
      'allocations[1].amount': ['The amount cannot exceed the balance due of €405.08.'],
    });
    expect((await getInvoice(c, other.id)).number).toBeNull();
  });

  it('answers 404 for an invoice that does not exist', async () => {
    const res = await pay(c, c.admin, 'POST', 'add', body(r, 999999));
    expect(res.statusCode).toBe(404);
  });
});

describe("a receipt's figures", () => {
  it('are the ledger’s, as the receipt PDF prints them: paid before, this payment, the balance after, the rest on account', async () => {
    const draft = await draftInvoice(c);
    const first = await addPayment(c, r, draft.id, { amount: 500 });
    const split = body(r, draft.id, { amount: 450, allocations: [{ invoiceId: draft.id, amount: 405.08 }] });
    const second = await pay(c, c.admin, 'POST', 'add', split);
    expect(second.statusCode, second.body).toBe(200);
    const figures = async (id: number) => (await pay(c, c.admin, 'GET', `receiptfigures?id=${id}`)).json();
    expect(await figures(first.id)).toEqual({
      invoiceTotal: SYSTEM_TOTAL,
      credited: 0,
      paidBefore: 0,
      amount: 500,
      balanceAfter: 405.08,
      onAccount: 0,
    });
    expect(await figures(second.json().id)).toEqual({
      invoiceTotal: SYSTEM_TOTAL,
      credited: 0,
      paidBefore: 500,
      amount: 405.08,
      balanceAfter: 0,
      onAccount: 44.92,
    });
    expect((await pay(c, c.admin, 'GET', 'receiptfigures?id=999999')).statusCode).toBe(404);
  });
});

describe('invoices that take no payment', () => {
  it('refuses a payment on a credit note and on a cancelled invoice (409, en and fr)', async () => {
    const invoice = await issue(c, await draftInvoice(c));
    const cancelled = await update(c, invoice, { status: 3 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const creditNoteId = (await getInvoice(c, invoice.id)).creditNotes[0].id as number;

    const onCredit = await pay(c, c.admin, 'POST', 'add', body(r, creditNoteId));
    expect(onCredit.statusCode).toBe(409);
    expect(onCredit.json().detail).toBe('A payment cannot be recorded against a credit note.');
    const onCancelled = await pay(c, c.admin, 'POST', 'add', body(r, invoice.id));
    expect(onCancelled.statusCode).toBe(409);
    expect(onCancelled.json().detail).toBe('This invoice is cancelled: it takes no payment.');
    const fr = await pay(c, c.admin, 'POST', 'add', body(r, invoice.id), { 'accept-language': 'fr' });
    expect(fr.json().detail).toBe('Cette facture est annulée : elle ne reçoit plus de paiement.');
    expect(await paymentCount(invoice.id)).toBe(0);
    expect(await paymentCount(creditNoteId)).toBe(0);
  });
});

describe('paid and back', () => {
  it('two payments make the invoice Paid; deleting one takes it back to Waiting For Payment; all in its history', async () => {
    const draft = await draftInvoice(c);
    const first = await addPayment(c, r, draft.id, { amount: 500 });
    const second = await addPayment(c, r, draft.id, { amount: 405.08, ref: 'PAY-2' });
    expect(second.balanceDue).toBe(0);
    expect(await getInvoice(c, draft.id)).toMatchObject({ status: 7, paidTotal: SYSTEM_TOTAL, balanceDue: 0 });

    const deleted = await pay(c, c.admin, 'DELETE', `delete?id=${first.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: first.id });
    expect(await getInvoice(c, draft.id)).toMatchObject({ status: 1, paidTotal: 405.08, balanceDue: 500 });
    expect((await pay(c, c.admin, 'GET', `getbyid?id=${first.id}`)).statusCode).toBe(404);

    const history = await invoiceHistory(c, draft.id);
    expect(statusChanges(history)).toEqual(['0→1', '1→7', '7→1']);
    expect(history.every((e) => e.userName === 'Alice Admin')).toBe(true);
  });

  it('lowering a payment below the total takes a Paid invoice back; its balance counts the payment out', async () => {
    const draft = await draftInvoice(c);
    const payment = await addPayment(c, r, draft.id, { amount: SYSTEM_TOTAL });
    expect((await getInvoice(c, draft.id)).status).toBe(7);
    // The same amount again is not above the balance: this payment's own amount is counted out.
    const same = await pay(c, c.admin, 'PUT', 'update', { ...payment, ref: 'WIRE-77' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ ref: 'WIRE-77', version: 2, balanceDue: 0 });
    expect(same.headers.etag).toBe('"2"');
    const lower = await pay(c, c.admin, 'PUT', 'update', { ...same.json(), amount: 900 });
    expect(lower.json()).toMatchObject({ amount: 900, version: 3, balanceDue: 5.08 });
    expect((await getInvoice(c, draft.id)).status).toBe(1);
    const above = await pay(c, c.admin, 'PUT', 'update', {
      ...lower.json(),
      amount: 905.09,
      allocations: [{ invoiceId: draft.id, amount: SYSTEM_TOTAL }],
    });
    expect(above.json()).toMatchObject({ balanceDue: 0, unallocated: 0.01 });
  });
});

describe('versions', () => {
  it('refuses an update or a delete made from an older version (409 stale-version), changing nothing', async () => {
    const draft = await draftInvoice(c);
    const payment = await addPayment(c, r, draft.id, { amount: 10 });
    const changed = await pay(c, c.admin, 'PUT', 'update', { ...payment, amount: 20 });
    expect(changed.statusCode).toBe(200);
    const stale = await pay(c, c.admin, 'PUT', 'update', { ...payment, amount: 30 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale-version' });
    const staleDelete = await pay(c, c.admin, 'DELETE', `delete?id=${payment.id}&version=1`);
    expect(staleDelete.statusCode).toBe(409);
    const ifMatch = await pay(c, c.admin, 'DELETE', `delete?id=${payment.id}`, undefined, { 'if-match': '"1"' });
    expect(ifMatch.statusCode).toBe(409);
    expect((await getInvoice(c, draft.id)).paidTotal).toBe(20);
    const current = await pay(c, c.admin, 'DELETE', `delete?id=${payment.id}&version=2`);
    expect(current.statusCode).toBe(200);
    expect((await getInvoice(c, draft.id)).paidTotal).toBe(0);
  });

  it('records each write in the payment history (create, update, delete)', async () => {
    const draft = await draftInvoice(c);
    const payment = await addPayment(c, r, draft.id, { amount: 10 });
    await pay(c, c.admin, 'PUT', 'update', { ...payment, amount: 12.5 });
    await pay(c, c.admin, 'DELETE', `delete?id=${payment.id}`);
    const res = await c.t.call(c.admin, {
      method: 'POST',
      url: '/api/audit/get',
      payload: { entity: 'invoice-payment', entityId: String(payment.id) },
    });
    const entries = (res.json().auditEntries as Json[]).reverse();
    expect(entries.map((e) => e.operation)).toEqual(['create', 'update', 'delete']);
    expect(entries[1].changes).toContainEqual({ field: 'amount', before: '10.00', after: '12.50' });
    // What it settles is in its history too (the receivables ledger's allocations).
    expect((entries[1].changes as Json[]).map((ch) => ch.field)).toContain('settledInvoices');
    expect(entries[0].entityReference).toBe(`${draft.supplierInitial}-${draft.requestReference}, 2026-11-20`);
  });
});
