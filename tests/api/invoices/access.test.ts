/**
 * Who reaches an invoice: agency users their agency's only (another agency's: 404 on every route),
 * where they read, print and attach files, while every change (rows, status, currency, delete,
 * credit note, a new invoice) is a company user's (403 en/fr); a user without the permission gets
 * 403. Attachments are images and PDF by content (a `.png` name over text bytes is refused), and
 * removed by file name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWER } from '../helpers.js';
import { call, getInvoice, invoiceOf, issue, setUp, submit, type Ctx, type Json } from './fixture.js';

let c: Ctx;
let mine: Json; // agency 1 (the agent's)
let theirs: Json; // another agency's
let viewer: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const file = (name: string, bytes: Buffer) => ({ attachmentName: name, base64String: bytes.toString('base64') });

beforeAll(async () => {
  c = await setUp();
  mine = await invoiceOf(c, (await submit(c)).requestGuid);
  theirs = await invoiceOf(c, (await submit(c, { agencyId: c.refs.otherAgencyId })).requestGuid);
  viewer = await c.t.login(VIEWER);
});
afterAll(() => c?.t.close());

describe('agency users', () => {
  it("read their agency's invoices and never another's (404)", async () => {
    expect((await getInvoice(c, mine.id, c.agent)).id).toBe(mine.id);
    expect((await invoiceOf(c, mine.requestGuid, c.agent)).id).toBe(mine.id);
    for (const [method, path, body] of [
      ['GET', `getbyid?id=${theirs.id}`],
      ['GET', `getinvoicebyrequestid?requestGuid=${theirs.requestGuid}`],
      ['PUT', 'update', { id: theirs.id, note: 'x' }],
      ['POST', 'issuecreditnote', { invoiceId: theirs.id }],
      ['POST', 'add', { requestGuid: theirs.requestGuid }],
      ['POST', 'uploadinvoiceattachments', { invoiceId: theirs.id, attachments: [file('a.png', PNG)] }],
      ['POST', 'deleteinvoiceattachments', { invoiceId: theirs.id, attachments: ['a.png'] }],
    ] as const) {
      const res = await call(c, c.agent, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
  });

  it('may not change rows, status or currency, delete, credit or add (403 en/fr), and nothing changes', async () => {
    const before = await getInvoice(c, mine.id);
    const res = await call(c, c.agent, 'PUT', 'update', { ...mine, status: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Only company users can change invoices.');
    // Agency users never hold the delete permission: the route's permission answers first.
    expect((await call(c, c.agent, 'DELETE', `delete?id=${mine.id}`)).statusCode).toBe(403);
    const fr = await call(c, c.agent, 'PUT', 'update', { id: mine.id, note: 'x' }, 'fr');
    expect(fr.statusCode).toBe(403);
    expect(fr.json().detail).toBe("Seuls les utilisateurs de l'entreprise peuvent modifier les factures.");
    expect((await call(c, c.agent, 'POST', 'issuecreditnote', { invoiceId: mine.id })).statusCode).toBe(403);
    expect(await getInvoice(c, mine.id)).toEqual(before);
  });

  it('attach files to their invoices, and remove them by name', async () => {
    const res = await call(c, c.agent, 'POST', 'uploadinvoiceattachments', {
      invoiceId: mine.id,
      attachments: [file('receipt.png', PNG)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [attached] = res.json().attachments;
    expect(attached).toMatchObject({ fileName: 'receipt.png', mediaType: 'image/png' });
    const detail = await getInvoice(c, mine.id, c.agent);
    expect(detail.attachmentsFullPaths).toEqual([attached.fullPath]);
    expect((await c.t.call(c.agent, { method: 'GET', url: attached.fullPath })).statusCode).toBe(200);
    const unknown = await call(c, c.agent, 'POST', 'deleteinvoiceattachments', {
      invoiceId: mine.id,
      attachments: ['nope.png'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'attachments[0]': ['This invoice has no attachment named "nope.png".'] });
    const removed = await call(c, c.agent, 'POST', 'deleteinvoiceattachments', {
      invoiceId: mine.id,
      attachments: ['receipt.png'],
    });
    expect(removed.json()).toEqual({ attachments: [] });
  });
});

describe('attachments', () => {
  it('are refused by content: a .png name over text bytes is a 400 naming the file, and nothing is stored', async () => {
    const res = await call(c, c.admin, 'POST', 'uploadinvoiceattachments', {
      invoiceId: mine.id,
      attachments: [file('ok.png', PNG), file('evil.png', Buffer.from('<script>alert(1)</script>'))],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['attachments[1].base64String']);
    expect(res.json().errors['attachments[1].base64String'][0]).toContain('evil.png');
    expect((await getInvoice(c, mine.id)).attachments).toEqual([]);
  });

  it('are still taken by an issued invoice (they are not part of its locked content)', async () => {
    const issued = await issue(c, await invoiceOf(c, (await submit(c)).requestGuid));
    const res = await call(c, c.admin, 'POST', 'uploadinvoiceattachments', {
      invoiceId: issued.id,
      attachments: [file('po.png', PNG)],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('permissions', () => {
  it('a viewer reads but cannot change (403 by permission)', async () => {
    expect((await call(c, viewer, 'POST', 'get', {})).statusCode).toBe(200);
    expect((await call(c, viewer, 'PUT', 'update', { id: mine.id, note: 'x' })).statusCode).toBe(403);
    expect((await call(c, viewer, 'DELETE', `delete?id=${mine.id}`)).statusCode).toBe(403);
  });

  it('without a token: 401', async () => {
    expect((await c.t.call(null, { method: 'POST', url: '/api/finance/invoice/get', payload: {} })).statusCode).toBe(
      401,
    );
  });
});
