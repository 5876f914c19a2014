/**
 * A request's comments through real HTTP on a real database: newest first with the author's
 * name, plain text within 1..2000 characters, `commentText` as another name of `message`,
 * permissions, agency isolation, the audit entry.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, startTestApp, type TestApp } from '../helpers.js';
import { token } from '../kit/harness.js';
import { findRefs, requestBody, type Refs } from './fixture.js';

const URL = '/api/reservation/request';
let t: TestApp;
let admin: string;
let agent: string;
let refs: Refs;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON in assertions

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  agent = await t.login(AGENT);
  refs = await findRefs(t.db);
});
afterAll(() => t?.close());

async function newRequest(agencyId = 1): Promise<string> {
  const body = requestBody(refs, { agencyId });
  const res = await t.call(admin, { method: 'POST', url: `${URL}/add`, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return body.requestGuid;
}
const post = (bearer: string, payload: Json, lang = 'en') =>
  t.call(bearer, { method: 'POST', url: `${URL}/addcomments`, payload, headers: { 'accept-language': lang } });
const list = (bearer: string, guid: string) =>
  t.call(bearer, { method: 'GET', url: `${URL}/getcomments?requestGuid=${guid}` });
const commentCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservation_request_comments'))[0].n;

describe('comments', () => {
  it('answers the stored comment; the list is newest first with who wrote each', async () => {
    const guid = await newRequest();
    const first = await post(agent, { requestGuid: guid, message: '  Can we get a sea view?  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Json>()).toMatchObject({
      requestGuid: guid,
      message: 'Can we get a sea view?',
      createdByName: 'Adam Agent',
    });
    expect(first.json<Json>().id).toEqual(expect.any(Number));
    expect(new Date(first.json<Json>().dateCreated).toISOString()).toBe(first.json<Json>().dateCreated);
    const second = await post(admin, { requestGuid: guid, message: 'Asked the hotel.' });
    expect(second.statusCode).toBe(200);

    const res = await list(agent, guid);
    expect(res.statusCode).toBe(200);
    expect(res.json<Json[]>().map((c) => [c.message, c.createdByName])).toEqual([
      ['Asked the hotel.', 'Alice Admin'],
      ['Can we get a sea view?', 'Adam Agent'],
    ]);
    expect(res.json<Json[]>()[0]).toEqual(second.json());
    // another request's comments are its own
    expect((await list(admin, await newRequest())).json()).toEqual([]);
  });

  it('accepts commentText for message; markup is kept as text', async () => {
    const guid = await newRequest();
    const res = await post(admin, { requestGuid: guid, commentText: '<b>bold</b> & <script>alert(1)</script>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Json>().message).toBe('<b>bold</b> & <script>alert(1)</script>');
    const both = await post(admin, { requestGuid: guid, message: 'message wins', commentText: 'alias' });
    expect(both.json<Json>().message).toBe('message wins');
  });

  it('a message is 1 to 2000 characters (en and fr); nothing is stored otherwise', async () => {
    const guid = await newRequest();
    const before = await commentCount();
    expect((await post(admin, { requestGuid: guid, message: '   ' })).json<Json>().errors).toEqual({
      message: ['Message is required.'],
    });
    expect((await post(admin, { requestGuid: guid })).json<Json>().errors).toEqual({
      message: ['Message is required.'],
    });
    expect((await post(admin, { requestGuid: guid, message: 'x'.repeat(2001) })).json<Json>().errors).toEqual({
      message: ['Message cannot exceed 2000 characters.'],
    });
    expect((await post(admin, { requestGuid: guid, message: 'x'.repeat(2001) }, 'fr')).json<Json>().errors).toEqual({
      message: ['Le champ « Message » ne peut pas dépasser 2000 caractères.'],
    });
    expect((await post(admin, { message: 'hello' })).json<Json>().errors).toEqual({
      requestGuid: ['Request Guid is required.'],
    });
    expect(await commentCount()).toBe(before);
    expect((await post(admin, { requestGuid: guid, message: '🙂'.repeat(2000) })).statusCode).toBe(200);
  });

  it('unknown, deleted and malformed request guids', async () => {
    expect((await list(admin, randomUUID())).statusCode).toBe(404);
    expect((await post(admin, { requestGuid: randomUUID(), message: 'x' })).statusCode).toBe(404);
    expect((await list(admin, 'nope')).json<Json>().errors).toEqual({ requestGuid: ['Request Guid is not valid.'] });
    const guid = await newRequest();
    await t.call(admin, { method: 'DELETE', url: `${URL}/delete?requestGuid=${guid}` });
    expect((await list(admin, guid)).statusCode).toBe(404);
    expect((await post(admin, { requestGuid: guid, message: 'x' })).statusCode).toBe(404);
  });

  it("another agency's request answers 404 to agency users, and nothing is stored", async () => {
    const theirs = await newRequest(refs.otherAgencyId);
    await post(admin, { requestGuid: theirs, message: 'internal' });
    const before = await commentCount();
    expect((await list(agent, theirs)).statusCode).toBe(404);
    expect((await post(agent, { requestGuid: theirs, message: 'peek' })).statusCode).toBe(404);
    expect(await commentCount()).toBe(before);
    expect((await list(agent, await newRequest(1))).statusCode).toBe(200);
  });

  it('reading needs .ViewList, posting .Add', async () => {
    const guid = await newRequest();
    const viewer = await token(t, ['Reservations.Reservation.ViewList']);
    const adder = await token(t, ['Reservations.Reservation.Add']);
    const before = await commentCount();
    expect((await post(viewer, { requestGuid: guid, message: 'x' })).statusCode).toBe(403);
    expect((await list(adder, guid)).statusCode).toBe(403);
    expect((await list(viewer, guid)).statusCode).toBe(200);
    expect((await t.call(null, { method: 'GET', url: `${URL}/getcomments?requestGuid=${guid}` })).statusCode).toBe(401);
    expect(await commentCount()).toBe(before);
    expect((await post(adder, { requestGuid: guid, message: 'x' })).statusCode).toBe(200);
  });

  it("records an audit entry with the request's agency", async () => {
    const guid = await newRequest();
    const comment = (await post(agent, { requestGuid: guid, message: 'Audited' })).json<Json>();
    const [entry] = await t.db.query<{ operation: string; agency_id: number; changes: Json[] }>(
      "SELECT operation, agency_id, changes FROM audit_entries WHERE entity = 'reservation-request-comment' AND entity_id = $1",
      [String(comment.id)],
    );
    expect(entry).toMatchObject({ operation: 'create', agency_id: 1 });
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'message', before: null, after: 'Audited' }]));
    // its history is readable by an agency user of that agency
    const history = await t.call(agent, {
      method: 'POST',
      url: '/api/audit/get',
      payload: { entity: 'reservation-request-comment', entityId: String(comment.id) },
    });
    expect(history.statusCode, history.body).toBe(200);
  });
});
