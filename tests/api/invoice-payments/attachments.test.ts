/**
 * A payment's attachments: files sent first as pending uploads under the payment's guid join it in
 * its transaction (`documentIds` of add and update), a file is refused by its content, and
 * `deleteinvoicepaymentattachments` removes files by name (audited), all or nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, body, draftInvoice, pay, paymentRefs, setUp, type Ctx, type Json, type Refs } from './fixture.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const DOCUMENTS = '/api/documentmanagement/document';

let c: Ctx;
let r: Refs;
beforeAll(async () => {
  c = await setUp();
  r = await paymentRefs(c);
});
afterAll(async () => {
  await c.t.close();
});

const file = (name: string, bytes: Buffer) => ({ attachmentName: name, base64String: bytes.toString('base64') });

/** Sends files before the payment exists: their pending ids. */
async function sendFirst(guid: string, files: Json[], lang = 'en') {
  return c.t.call(c.admin, {
    method: 'POST',
    url: `${DOCUMENTS}/addpending`,
    payload: { referenceKind: 'invoice-payment', referenceId: guid, attachments: files },
    headers: { 'accept-language': lang },
  });
}

const pendingIds = async (guid: string, files: Json[]) => {
  const res = await sendFirst(guid, files);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Json[]>().map((d) => d.id as number);
};

describe('attachments of a payment', () => {
  it('joins the files sent first to the new payment, and to an update', async () => {
    const invoice = await draftInvoice(c);
    const guid = randomUUID();
    const ids = await pendingIds(guid, [file('wire.pdf', PDF), file('receipt.pdf', PDF)]);
    const res = await pay(c, c.admin, 'POST', 'add', body(r, invoice.id, { paymentGuid: guid, documentIds: ids }));
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json();
    expect(payment.paymentGuid).toBe(guid);
    expect(payment.attachments.map((a: Json) => a.fileName)).toEqual(['wire.pdf', 'receipt.pdf']);
    expect(payment.attachmentsFullPaths).toEqual(payment.attachments.map((a: Json) => a.fullPath));
    const download = await c.t.call(c.admin, { method: 'GET', url: payment.attachments[0].fullPath });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const more = await pendingIds(guid, [file('bank-statement.pdf', PDF)]);
    const updated = await pay(c, c.admin, 'PUT', 'update', { ...payment, documentIds: more });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().attachments.map((a: Json) => a.fileName)).toEqual([
      'wire.pdf',
      'receipt.pdf',
      'bank-statement.pdf',
    ]);
  });

  it('refuses a file by its content (an HTML page named .pdf), en and fr', async () => {
    const res = await sendFirst(randomUUID(), [file('statement.pdf', HTML)]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['attachments[0].base64String']);
    const fr = await sendFirst(randomUUID(), [file('statement.pdf', HTML)], 'fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.json().errors['attachments[0].base64String'][0]).not.toBe(
      res.json().errors['attachments[0].base64String'][0],
    );
  });

  it("stores nothing when a named file is not the caller's pending upload for this payment", async () => {
    const invoice = await draftInvoice(c);
    const elsewhere = await pendingIds(randomUUID(), [file('other.pdf', PDF)]);
    const res = await pay(
      c,
      c.admin,
      'POST',
      'add',
      body(r, invoice.id, { paymentGuid: randomUUID(), documentIds: elsewhere }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['documentIds[0]']);
    const [{ n }] = await c.t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoice_payments WHERE invoice_id = $1',
      [invoice.id],
    );
    expect(n).toBe(0);
  });

  it('removes files by name, audited; an unknown name removes nothing (400)', async () => {
    const invoice = await draftInvoice(c);
    const guid = randomUUID();
    const ids = await pendingIds(guid, [file('a.pdf', PDF), file('b.pdf', PDF)]);
    const payment = (
      await pay(c, c.admin, 'POST', 'add', body(r, invoice.id, { paymentGuid: guid, documentIds: ids }))
    ).json();
    const remove = (names: string[]) =>
      pay(c, c.admin, 'POST', 'deleteinvoicepaymentattachments', { invoicePaymentId: payment.id, attachments: names });

    const unknown = await remove(['a.pdf', 'nope.pdf']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'attachments[1]': ['This payment has no attachment named "nope.pdf".'] });
    expect((await pay(c, c.admin, 'GET', `getbyid?id=${payment.id}`)).json().attachments).toHaveLength(2);

    const removed = await remove(['a.pdf']);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().attachments.map((a: Json) => a.fileName)).toEqual(['b.pdf']);
    const history = await c.t.call(c.admin, {
      method: 'POST',
      url: '/api/audit/get',
      payload: { entity: 'invoice-payment-document', entityId: String(ids[0]) },
    });
    expect(history.json().auditEntries.map((e: Json) => e.operation)).toEqual(['delete', 'create']);
    expect((await remove(['b.pdf'])).json()).toEqual({ attachments: [], attachmentsFullPaths: [] });
  });

  it("lets an agency user read its agency's payment files, not add or delete any (403)", async () => {
    const invoice = await draftInvoice(c, 1);
    const guid = randomUUID();
    const ids = await pendingIds(guid, [file('proof.pdf', PDF)]);
    const payment = (
      await pay(c, c.admin, 'POST', 'add', body(r, invoice.id, { paymentGuid: guid, documentIds: ids }))
    ).json();
    const agent = await c.t.login(AGENT);
    const send = (url: string, method: 'POST' | 'DELETE', payload?: Json) =>
      c.t.call(agent, { method, url: `${DOCUMENTS}/${url}`, payload });
    const listed = await send('getbyid', 'POST', { referenceKind: 'invoice-payment', referenceId: guid });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((d: Json) => d.fileName)).toEqual(['proof.pdf']);
    const refused = [
      await send('add', 'POST', {
        referenceKind: 'invoice-payment',
        referenceId: guid,
        attachments: [file('x.pdf', PDF)],
      }),
      await send('addpending', 'POST', {
        referenceKind: 'invoice-payment',
        referenceId: randomUUID(),
        attachments: [file('x.pdf', PDF)],
      }),
      await send(`delete?documentId=${payment.attachments[0].id}`, 'DELETE'),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([403, 403, 403]);
    expect((await pay(c, c.admin, 'GET', `getbyid?id=${payment.id}`)).json().attachments).toHaveLength(1);
  });
});
