/**
 * Corrections are credit notes (their own series `CN-YYYY-NNNNN`, rows negated, issued at once,
 * due the day they are issued, status Waiting For Accounting): cancelling an issued invoice credits
 * it in full; Canceled With Charges credits all but the charges (a draft is issued first); a
 * cancelled draft just stops; `issuecreditnote` and an approved amendment of a request whose
 * invoice is issued credit it and open a new draft (system rows regenerated, manual rows and
 * payments carried over); a draft follows an amendment in place (Amended); a cancelled request
 * cancels its invoice and gets no new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY,
  call,
  getInvoice,
  invoiceOf,
  issue,
  REQUESTS,
  serviceId,
  setUp,
  submit,
  SYSTEM_TOTAL,
  today,
  update,
  type Ctx,
  type Json,
} from './fixture.js';

let c: Ctx;
beforeAll(async () => {
  c = await setUp();
});
afterAll(() => c?.t.close());

const fresh = async () => {
  const request = await submit(c);
  return { request, invoice: await invoiceOf(c, request.requestGuid) };
};
const creditNotesOf = async (invoiceId: number) =>
  (await call(c, c.admin, 'POST', 'get', { documentType: 'creditNote', pageSize: 100 }))
    .json()
    .invoices.filter((r: Json) => r.correctsInvoiceId === invoiceId) as Json[];

/** An amendment submitted by the agent and approved by the provider, through the real routes: one adult less. */
async function approveAmendment(requestGuid: string) {
  const detail = (
    await c.t.call(c.admin, { method: 'GET', url: `${REQUESTS}/getbyid?requestGuid=${requestGuid}` })
  ).json();
  detail.requestTransportations[0].adultCount = 1;
  detail.requestDestinations[0].destinationHotels[0].destinationHotelRoomPax[0].adultCount = 1;
  const submitted = await c.t.call(c.agent, { method: 'POST', url: `${ACTIVITY}/add`, payload: detail });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const decided = await c.t.call(c.admin, {
    method: 'PUT',
    url: `${ACTIVITY}/update`,
    payload: { id: submitted.json().id, statusId: 1 },
  });
  expect(decided.statusCode, decided.body).toBe(200);
}

describe('cancelling', () => {
  it('credits an issued invoice in full with a credit note of its own series', async () => {
    const issued = await issue(c, (await fresh()).invoice);
    const res = await update(c, issued, { status: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 3, number: issued.number });
    const [note] = await creditNotesOf(issued.id);
    expect(note).toMatchObject({
      documentType: 'creditNote',
      status: 2,
      correctsInvoiceNumber: issued.number,
      issueDate: today(),
      dueDate: today(),
      grandTotal: -SYSTEM_TOTAL,
      requestReference: issued.requestReference,
      agencyId: issued.agencyId,
    });
    expect(note!.number).toMatch(new RegExp(`^CN-${today().slice(0, 4)}-\\d{5}$`));
    const detail = await getInvoice(c, note!.id);
    expect(detail.invoiceRows.map((r: Json) => [r.quantity, r.fee])).toEqual(
      issued.invoiceRows.map((r: Json) => [-r.quantity, r.fee]),
    );
    expect((await getInvoice(c, issued.id)).creditNotes).toEqual([
      { id: note!.id, number: note!.number, issueDate: today(), grandTotal: -SYSTEM_TOTAL },
    ]);
    // A credit note is fixed: no cancel, no rows.
    expect((await update(c, detail, { status: 3 })).statusCode).toBe(409);
    expect((await call(c, c.admin, 'DELETE', `delete?id=${note!.id}`)).statusCode).toBe(409);
  });

  it('just cancels a draft: no number, no credit note', async () => {
    const { invoice } = await fresh();
    expect((await update(c, invoice, { status: 3 })).json()).toMatchObject({ status: 3, number: null });
    expect(await creditNotesOf(invoice.id)).toEqual([]);
  });

  it('with charges: asks for them, issues a draft, credits all but the charges', async () => {
    const { invoice } = await fresh();
    const missing = await update(c, invoice, { status: 4 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      cancellationCharges: ['Cancellation Charges is required to cancel with charges.'],
    });
    const tooMuch = await update(c, invoice, { status: 4, cancellationCharges: 905.09 }, c.admin, 'fr');
    expect(tooMuch.json().errors).toEqual({
      cancellationCharges: [
        "Les frais d'annulation doivent être supérieurs à 0 et au plus égaux au total de la facture (905,08).",
      ],
    });
    const res = await update(c, invoice, { status: 4, cancellationCharges: 100.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 4, grandTotal: SYSTEM_TOTAL });
    expect(res.json().number).toMatch(/^INV-/);
    const [note] = await creditNotesOf(invoice.id);
    expect(note!.grandTotal).toBe(-804.58);
  });
});

describe('replacing an issued invoice', () => {
  it('issuecreditnote credits it and opens a corrected draft with its manual rows', async () => {
    const { invoice } = await fresh();
    const service = await serviceId(c);
    const withRow = (
      await update(c, invoice, {
        invoiceRows: [...invoice.invoiceRows, { isManualRow: true, serviceId: service, quantity: 1, fee: 50 }],
      })
    ).json();
    const issued = await issue(c, withRow);
    expect((await call(c, c.admin, 'POST', 'issuecreditnote', { invoiceId: invoice.id, version: 1 })).statusCode).toBe(
      409,
    );
    const res = await call(c, c.admin, 'POST', 'issuecreditnote', {
      invoiceId: issued.id,
      version: issued.version,
      reason: 'Wrong rate',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { creditNote, invoice: next } = res.json();
    expect(creditNote).toMatchObject({
      grandTotal: -(SYSTEM_TOTAL + 50),
      note: 'Wrong rate',
      correctsInvoiceId: issued.id,
    });
    expect(next).toMatchObject({ status: 0, number: null, grandTotal: SYSTEM_TOTAL + 50 });
    expect(next.invoiceRows.filter((r: Json) => r.isManualRow).map((r: Json) => r.fee)).toEqual([50]);
    expect(await getInvoice(c, issued.id)).toMatchObject({ status: 6, replacedByInvoiceId: next.id });
    expect((await invoiceOf(c, issued.requestGuid)).id).toBe(next.id);
  });

  it('an approved amendment of an issued invoice: credit note, new draft with the new rows, payments moved and issued', async () => {
    const { request, invoice } = await fresh();
    const issued = await issue(c, invoice);
    const [account] = await c.t.db.query<{ id: number }>('SELECT id FROM payment_account ORDER BY id LIMIT 1');
    const [type] = await c.t.db.query<{ id: number }>(
      'SELECT id FROM infra_type WHERE type_group_id = 12 ORDER BY id LIMIT 1',
    );
    const recorded = await c.t.call(c.admin, {
      method: 'POST',
      url: '/api/finance/invoicepayment/add',
      payload: {
        invoiceId: issued.id,
        amount: 200,
        paymentDate: today(),
        paymentAccountId: account!.id,
        paymentTypeId: type!.id,
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const payment = recorded.json() as { id: number };
    await approveAmendment(request.requestGuid);
    const old = await getInvoice(c, issued.id);
    expect(old).toMatchObject({ status: 6, paidTotal: 0 });
    const [note] = await creditNotesOf(issued.id);
    expect(note!.grandTotal).toBe(-SYSTEM_TOTAL);
    const next = await invoiceOf(c, request.requestGuid);
    expect(next.id).toBe(old.replacedByInvoiceId);
    // One adult less on the transfer: 1 × 75.55 instead of 2.
    expect(next).toMatchObject({ systemTotal: 829.53, paidTotal: 200, status: 1 });
    expect(next.number).toMatch(/^INV-/);
    // The move is in the payment's own history: which invoice it pays, before and after.
    const history = await c.t.call(c.admin, {
      method: 'POST',
      url: '/api/audit/get',
      payload: { entity: 'invoice-payment', entityId: String(payment!.id) },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().auditEntries[0]).toMatchObject({
      operation: 'update',
      changes: [{ field: 'invoiceId', before: issued.id, after: next.id }],
    });
  });

  it('an approved amendment of a draft regenerates its rows in place (Amended)', async () => {
    const { request, invoice } = await fresh();
    await approveAmendment(request.requestGuid);
    const after = await getInvoice(c, invoice.id);
    expect(after).toMatchObject({ status: 6, number: null, systemTotal: 829.53 });
  });
});

describe('a cancelled request', () => {
  it('cancels its issued invoice with a credit note and gets no new invoice', async () => {
    const { request, invoice } = await fresh();
    const issued = await issue(c, invoice);
    const res = await c.t.call(c.admin, {
      method: 'PATCH',
      url: `${REQUESTS}/updatestatus`,
      payload: { requestGuid: request.requestGuid, statusId: 5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getInvoice(c, issued.id)).status).toBe(3);
    expect(await creditNotesOf(issued.id)).toHaveLength(1);
    const again = await call(c, c.admin, 'POST', 'add', { requestGuid: request.requestGuid });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This request is cancelled: it gets no new invoice.');
    expect((await invoiceOf(c, request.requestGuid)).id).toBe(issued.id);
  });
});
