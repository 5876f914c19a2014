/**
 * The demo reservation requests seeded on an empty database (src/server/seed/demo-requests.ts):
 * about sixty across the demo agencies, each a stored request the API answers and would accept
 * again; the demo agent sees its agency's ten.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, startTestApp, type TestApp } from '../helpers.js';

const URL = '/api/reservation/request';
let t: TestApp;
let admin: string;
let agent: string;
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON in assertions
let rows: Row[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  agent = await t.login(AGENT);
  const res = await t.call(admin, { method: 'POST', url: `${URL}/get`, payload: { pageSize: 1000 } });
  expect(res.statusCode, res.body).toBe(200);
  rows = res.json<{ requests: Row[] }>().requests;
});
afterAll(() => t?.close());

describe('demo reservation requests', () => {
  it('are about sixty, over every demo agency, type and status in use', () => {
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(rows.length).toBeLessThanOrEqual(65);
    expect(new Set(rows.map((r) => r.agencyId)).size).toBe(6);
    expect([...new Set(rows.map((r) => r.requestTypeName))].sort()).toEqual(['FIT', 'GIT', 'TIS']);
    expect([...new Set(rows.map((r) => r.status))].sort()).toEqual([
      'Canceled',
      'Completed',
      'Confirmed',
      'Pending',
      'Processing',
    ]);
    expect(rows.every((r) => /^AZV-(FIT|GIT|TIS)-\d{6}$/.test(r.requestReference) && r.supplierInitial === 'ORS')).toBe(
      true,
    );
    expect(rows.every((r) => r.pax > 0 && r.destinations && r.passengerName)).toBe(true);
  });

  it("are ten of the demo agent's agency for the demo agent", async () => {
    const res = await t.call(agent, { method: 'POST', url: `${URL}/get`, payload: { pageSize: 100 } });
    const mine = res.json<{ requests: Row[] }>().requests;
    expect(mine.length).toBe(rows.filter((r) => r.agencyId === 1).length);
    expect(mine.length).toBe(10);
    expect(mine.every((r) => r.agencyId === 1)).toBe(true);
  });
  it('each answers getbyid, and its answer sent back is accepted as a new request', async () => {
    for (const row of rows) {
      const res = await t.call(admin, { method: 'GET', url: `${URL}/getbyid?requestGuid=${row.requestGuid}` });
      expect(res.statusCode, res.body).toBe(200);
      const detail = res.json<Row>();
      expect(detail.requestReference).toBe(row.requestReference);
      expect(detail.requestDestinations.length).toBeGreaterThan(0);
      const again = await t.call(admin, {
        method: 'POST',
        url: `${URL}/add`,
        payload: { ...detail, requestGuid: undefined },
      });
      expect(again.statusCode, `${row.requestReference}: ${again.body}`).toBe(200);
    }
  });
});
