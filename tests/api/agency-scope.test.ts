import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await startTestApp();
  // The agency user's role also gets the agency permissions for these tests.
  await t.db.query(
    `INSERT INTO role_permissions (role_id, permission)
     SELECT id, unnest(ARRAY['Infrastructure.Agencies.ViewList', 'Infrastructure.Agencies.Add', 'Infrastructure.Agencies.Delete'])
       FROM roles WHERE name = 'agency user'`,
  );
  agent = await t.login(AGENT);
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/agencymanagement/agency';

describe('agency scope', () => {
  it('should list only the agency of an agency user', async () => {
    const body = (await t.call(agent, { method: 'GET', url: `${BASE}/get?search=&pageIndex=1&pageSize=10` })).json();
    expect(body.agencies.map((a: { id: number }) => a.id)).toEqual([1]);
    expect(body.paginationModel.totalRecords).toBe(1);
    const all = (await t.call(agent, { method: 'GET', url: `${BASE}/getall` })).json();
    expect(all.map((a: { id: number }) => a.id)).toEqual([1]);
  });

  it('should list every agency for a company user', async () => {
    const admin = await t.login(ADMIN);
    const body = (await t.call(admin, { method: 'GET', url: `${BASE}/get` })).json();
    expect(body.paginationModel.totalRecords).toBe(6);
    expect(body.agencies[0].title).toBe('Aegean Escapes');
  });

  it("should answer 404 for another agency's row, as for a missing one", async () => {
    expect((await t.call(agent, { method: 'GET', url: `${BASE}/getbyid?id=1` })).statusCode).toBe(200);
    const other = await t.call(agent, { method: 'GET', url: `${BASE}/getbyid?id=2` });
    const missing = await t.call(agent, { method: 'GET', url: `${BASE}/getbyid?id=999` });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    const update = await t.call(agent, {
      method: 'PUT',
      url: `${BASE}/update`,
      payload: { id: 2, title: 'Taken over' },
    });
    expect(update.statusCode).toBe(404);
    expect((await t.call(agent, { method: 'DELETE', url: `${BASE}/delete?id=2` })).statusCode).toBe(404);
    const [row] = await t.db.query<{ title: string }>('SELECT title FROM agency WHERE id = 2');
    expect(row.title).toBe('Sunrise Tours');
  });

  it('should not let an agency user create an agency', async () => {
    const res = await t.call(agent, { method: 'POST', url: `${BASE}/add`, payload: { title: 'New Agency' } });
    expect(res.statusCode).toBe(403);
  });

  it('should refuse to delete an agency that still has users with 409', async () => {
    const admin = await t.login(ADMIN);
    const res = await t.call(admin, { method: 'DELETE', url: `${BASE}/delete?id=1` });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('users');
  });
});
