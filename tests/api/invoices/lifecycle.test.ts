/**
 * Issuing as an act (`POST issue`), billing a request again, a deleted request's draft in the
 * trash (and the 409 of a request with an issued invoice), the invoice trash's restore, every
 * document of a request (`GET getbyrequestid`), and the French VAT rates of BR-FR-16.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  getInvoice,
  invoiceOf,
  issue,
  REQUESTS,
  serviceId,
  setUp,
  submit,
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
const deleteRequest = (guid: string) =>
  c.t.call(c.admin, { method: 'DELETE', url: `${REQUESTS}/delete?requestGuid=${guid}` });
const trash = async () => (await call(c, c.admin, 'GET', 'trash?pageSize=100')).json<Json>().invoices as Json[];

describe('POST issue', () => {
  it('gives a draft its number, Waiting For Payment and an audit entry', async () => {
    const { invoice } = await fresh();
    const res = await call(c, c.admin, 'POST', 'issue', { id: invoice.id, version: invoice.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: invoice.id, status: 1, issueDate: today(), version: invoice.version + 1 });
    expect(res.json().number).toMatch(/^INV-\d{4}-\d{5}$/);
    expect(res.headers.etag).toBe(`"${invoice.version + 1}"`);
    const [entry] = await c.t.db.query<{ operation: string }>(
      "SELECT operation FROM audit_entries WHERE entity = 'invoice' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [String(invoice.id)],
    );
    expect(entry?.operation).toBe('update');
  });

  it('answers 409 stale-version from an older version, and 409 once issued', async () => {
    const { invoice } = await fresh();
    await update(c, invoice, { note: 'changed' });
    const stale = await call(c, c.admin, 'POST', 'issue', { id: invoice.id, version: invoice.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale-version');
    expect((await call(c, c.admin, 'POST', 'issue', { id: invoice.id })).statusCode).toBe(200);
    const again = await call(c, c.admin, 'POST', 'issue', { id: invoice.id }, 'fr');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Cette facture est déjà émise.');
  });

  it("is a company user's: 403 for an agency user, 404 for another agency's invoice", async () => {
    const { invoice } = await fresh();
    const refused = await call(c, c.agent, 'POST', 'issue', { id: invoice.id });
    expect(refused.statusCode).toBe(403);
    expect((await getInvoice(c, invoice.id)).number).toBeNull();
    const other = await invoiceOf(c, (await submit(c, { agencyId: 2 })).requestGuid);
    expect((await call(c, c.agent, 'POST', 'issue', { id: other.id })).statusCode).toBe(404);
  });
});

describe('billing a request again', () => {
  it('makes a new draft after the draft was cancelled or deleted', async () => {
    const { request, invoice } = await fresh();
    expect((await update(c, invoice, { status: 3 })).statusCode).toBe(200);
    const second = await call(c, c.admin, 'POST', 'add', { requestGuid: request.requestGuid });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ number: null, status: 0 });
    expect((await call(c, c.admin, 'DELETE', `delete?id=${second.json().id}`)).statusCode).toBe(200);
    const third = await call(c, c.admin, 'POST', 'add', { requestGuid: request.requestGuid });
    expect(third.statusCode, third.body).toBe(200);
  });

  it('lists every document of the request, credit notes included', async () => {
    const { request, invoice } = await fresh();
    const issued = await issue(c, invoice);
    expect((await update(c, issued, { status: 3 })).statusCode).toBe(200);
    const res = await call(c, c.admin, 'GET', `getbyrequestid?requestGuid=${request.requestGuid}`);
    expect(res.statusCode).toBe(200);
    const docs = res.json().invoices as Json[];
    expect(docs.map((d) => [d.documentType, d.status])).toEqual([
      ['invoice', 3],
      ['creditNote', 2],
    ]);
    const other = await submit(c, { agencyId: 2 });
    const hidden = await call(c, c.agent, 'GET', `getbyrequestid?requestGuid=${other.requestGuid}`);
    expect(hidden.json().invoices).toEqual([]);
  });
});

describe('deleting a request', () => {
  it('takes its draft to the trash, audited', async () => {
    const { request, invoice } = await fresh();
    const res = await deleteRequest(request.requestGuid);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(c, c.admin, 'GET', `getbyid?id=${invoice.id}`)).statusCode).toBe(404);
    const row = (await trash()).find((i) => i.id === invoice.id);
    expect(row).toMatchObject({ requestGuid: request.requestGuid, deletedBy: expect.any(String) });
    // Its request is gone: the draft stays in the trash.
    const restore = await call(c, c.admin, 'POST', 'restore', { id: invoice.id });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().detail).toBe('This invoice cannot be restored: its request was deleted.');
  });

  it('answers 409 while its invoice is issued, and changes nothing', async () => {
    const { request, invoice } = await fresh();
    await issue(c, invoice);
    const res = await deleteRequest(request.requestGuid);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'This request has an issued invoice and cannot be deleted. Cancel the request instead: a credit note is issued.',
    );
    expect(
      (await c.t.call(c.admin, { method: 'GET', url: `${REQUESTS}/getbyid?requestGuid=${request.requestGuid}` }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the trash of invoices', () => {
  it('restores a deleted draft, audited, unless the request has another live invoice', async () => {
    const { request, invoice } = await fresh();
    expect((await call(c, c.admin, 'DELETE', `delete?id=${invoice.id}`)).statusCode).toBe(200);
    expect((await trash()).some((i) => i.id === invoice.id)).toBe(true);
    const agent = await call(c, c.agent, 'POST', 'restore', { id: invoice.id });
    expect(agent.statusCode).toBe(403);
    const restored = await call(c, c.admin, 'POST', 'restore', { id: invoice.id });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: invoice.id, number: null });
    const [entry] = await c.t.db.query<{ operation: string }>(
      "SELECT operation FROM audit_entries WHERE entity = 'invoice' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [String(invoice.id)],
    );
    expect(entry?.operation).toBe('restore');
    // Deleted again, and billed anew meanwhile: the restore is refused.
    await call(c, c.admin, 'DELETE', `delete?id=${invoice.id}`);
    await call(c, c.admin, 'POST', 'add', { requestGuid: request.requestGuid });
    const refused = await call(c, c.admin, 'POST', 'restore', { id: invoice.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/its request has another invoice/);
    expect((await call(c, c.admin, 'POST', 'restore', { id: 999999 })).statusCode).toBe(404);
  });
});

describe('BR-FR-16: French VAT rates under standard VAT with e-invoicing on', () => {
  it('answers 400 on the row taxRate naming the allowed rates, en and fr', async () => {
    const { invoice } = await fresh();
    const row = { serviceId: await serviceId(c), quantity: 1, fee: 10, taxRate: 19.6, isManualRow: true };
    await c.t.db.query("UPDATE saas_tenancy_settings SET e_invoicing = 'on'");
    try {
      const en = await update(c, invoice, { invoiceRows: [row] });
      expect(en.statusCode).toBe(400);
      expect(en.json().errors).toEqual({
        'invoiceRows[0].taxRate': [
          'Under standard VAT with e-invoicing on, the tax rate must be one of the French VAT rates: 0, 2.1, 5.5, 10, 20 (%).',
        ],
      });
      const fr = await update(c, invoice, { invoiceRows: [row] }, c.admin, 'fr');
      expect(fr.json().errors['invoiceRows[0].taxRate'][0]).toContain('0 ; 2,1 ; 5,5 ; 10 ; 20');
      expect((await update(c, invoice, { invoiceRows: [{ ...row, taxRate: 5.5 }] })).statusCode).toBe(200);
    } finally {
      await c.t.db.query("UPDATE saas_tenancy_settings SET e_invoicing = 'off'");
    }
    // E-invoicing off: any rate of the schema's range.
    const later = await getInvoice(c, invoice.id);
    expect((await update(c, later, { invoiceRows: [row] })).statusCode).toBe(200);
  });
});
