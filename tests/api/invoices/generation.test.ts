/**
 * Submitting a request makes its invoice in the same transaction: a Pending draft without a
 * number, one system row per room, excursion, tour and priced transfer, totals to the cent from
 * the reference prices, tax per rate at the tenant's default rate; `POST add` makes one again
 * after the draft was deleted, and refuses a second live one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, invoiceOf, PRICES, setTenant, setUp, submit, SYSTEM_TOTAL, type Ctx, type Json } from './fixture.js';

let c: Ctx;
beforeAll(async () => {
  c = await setUp();
});
afterAll(() => c?.t.close());

describe('generation from a submitted request', () => {
  it('writes a Pending draft with the system rows and totals to the cent', async () => {
    const request = await submit(c);
    const invoice = await invoiceOf(c, request.requestGuid);
    expect(invoice).toMatchObject({
      documentType: 'invoice',
      number: null,
      status: 0,
      statusString: 'Pending',
      issueDate: null,
      dueDate: null,
      requestGuid: request.requestGuid,
      requestType: 'FIT',
      agencyId: 1,
      passengerName: 'Ada Lovelace',
      pax: 2,
      firstCheckInDate: '2027-03-01',
      systemTotal: SYSTEM_TOTAL,
      subtotal: SYSTEM_TOTAL,
      taxTotal: 0,
      grandTotal: SYSTEM_TOTAL,
      paidTotal: 0,
      balanceDue: SYSTEM_TOTAL,
      note: null,
      attachments: [],
    });
    const rows = invoice.invoiceRows as Json[];
    expect(rows.map((r) => [r.quantity, r.fee, r.subtotal, r.isManualRow])).toEqual([
      [4, Number(PRICES.nightly), 493.8, false],
      [2, Number(PRICES.excursion), 99.98, false],
      [2, Number(PRICES.tour), 160.2, false],
      [2, Number(PRICES.fare), 151.1, false],
    ]);
    // The room's description names hotel, room type, policy and dates.
    const [hotel] = await c.t.db.query<{ hotel: string; room: string; policy: string }>(
      `SELECT h.title AS hotel, t.title AS room, p.title AS policy FROM hotel h, room_type t, infra_type p
        WHERE h.id = $1 AND t.id = $2 AND p.id = $3`,
      [c.refs.hotelId, c.refs.roomTypeId, c.refs.policyId],
    );
    const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(rows[0]!.destinationDescription).toBe(
      `${esc(hotel!.hotel)} — ${esc(hotel!.room)}, ${esc(hotel!.policy)} — 01/03/2027 → 05/03/2027`,
    );
    expect(rows[3]!.destinationDescription).toMatch(/AF1234 — .+ → .+ — 01\/03\/2027$/);
    expect(invoice.taxes).toEqual([{ rate: 0, base: SYSTEM_TOTAL, tax: 0 }]);
    // In the tenant's currency.
    const [tenant] = await c.t.db.query<{ currency_id: number | null }>(
      'SELECT currency_id FROM saas_tenancy_settings',
    );
    expect(invoice.currencyId).toBe(tenant?.currency_id ?? null);
    // Its creation is in the audit log, the invoice called by its request's reference while a draft.
    const history = await c.t.db.query<{ operation: string; user_name: string }>(
      "SELECT operation, user_name FROM audit_entries WHERE entity = 'invoice' AND entity_id = $1",
      [String(invoice.id)],
    );
    expect(history).toEqual([{ operation: 'create', user_name: 'Alice Admin' }]);
  });

  it('applies the default tax rate per rate, rounded once on the sum', async () => {
    await setTenant(c, { taxRate: 10 });
    try {
      const invoice = await invoiceOf(c, (await submit(c)).requestGuid);
      expect(invoice.invoiceRows.every((r: Json) => r.taxRate === 10)).toBe(true);
      expect(invoice).toMatchObject({ subtotal: SYSTEM_TOTAL, taxTotal: 90.51, grandTotal: 995.59 });
      expect(invoice.taxes).toEqual([{ rate: 10, base: SYSTEM_TOTAL, tax: 90.51 }]);
    } finally {
      await setTenant(c, { taxRate: 0 });
    }
  });

  it('lists an unpriced service with fee 0 and bills no transfer without provider', async () => {
    await c.t.db.query('UPDATE excursion SET price_per_person = NULL WHERE id = $1', [c.refs.excursionId]);
    try {
      const invoice = await invoiceOf(c, (await submit(c)).requestGuid);
      expect(invoice.invoiceRows.map((r: Json) => r.fee)).toEqual([
        Number(PRICES.nightly),
        0,
        Number(PRICES.tour),
        Number(PRICES.fare),
      ]);
      expect(invoice.grandTotal).toBe(805.1);
    } finally {
      await c.t.db.query('UPDATE excursion SET price_per_person = $2 WHERE id = $1', [
        c.refs.excursionId,
        PRICES.excursion,
      ]);
    }
  });

  it('makes a draft again with add after the draft was deleted, and refuses a second one', async () => {
    const request = await submit(c);
    const first = await invoiceOf(c, request.requestGuid);
    expect((await call(c, c.admin, 'POST', 'add', { requestGuid: request.requestGuid })).statusCode).toBe(409);
    const fr = await call(c, c.admin, 'POST', 'add', { requestGuid: request.requestGuid }, 'fr');
    expect(fr.json().detail).toBe('Cette demande a déjà une facture.');
    expect((await call(c, c.admin, 'DELETE', `delete?id=${first.id}`)).statusCode).toBe(200);
    expect((await call(c, c.admin, 'GET', `getbyid?id=${first.id}`)).statusCode).toBe(404);
    const again = await call(c, c.admin, 'POST', 'add', { requestGuid: request.requestGuid });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 0, number: null, grandTotal: SYSTEM_TOTAL });
    expect(again.json().id).not.toBe(first.id);
  });

  it('answers the statuses in the caller language', async () => {
    const en = (await call(c, c.admin, 'GET', 'getinvoicestatus')).json();
    expect(en).toHaveLength(8);
    expect(en[7]).toEqual({ id: 7, name: 'Paid' });
    const fr = (await call(c, c.admin, 'GET', 'getinvoicestatus', undefined, 'fr')).json();
    expect(fr[0]).toEqual({ id: 0, name: 'En attente' });
  });
});
