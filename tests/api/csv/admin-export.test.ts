/**
 * Exports of the administration lists: users, roles, the outbox and the audit log. The file
 * parsed back holds the list's rows (every page, the list's search and filters), headers in the
 * caller's language, an agency user's own agency only, and the list's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '@server/auth/sessions.js';
import { secretKey } from '@server/auth/token.js';
import { ADMIN, AGENT, JWT_SECRET, startTestApp, type TestApp } from '../helpers.js';
import { readCsv } from './parse.js';

let t: TestApp;
let admin: string;
let agent: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, agent] = await Promise.all([t.login(ADMIN), t.login(AGENT)]);
});
afterAll(() => t.close());

type Listed = Record<string, unknown>;

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: Listed, lang = 'en') {
  const res = await t.call(token, { method, url, payload, headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** Every page of a GET list of 100 rows a page. */
async function listAll(token: string, url: string, key: string): Promise<Listed[]> {
  const rows: Listed[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const page = (await call(token, 'GET', `${url}&pageIndex=${pageIndex}&pageSize=100`)).json()[key] as Listed[];
    rows.push(...page);
    if (page.length < 100) return rows;
  }
}

describe('users and roles', () => {
  it('exports every user of the searched list, in its order', async () => {
    const listed = await listAll(admin, '/api/authorization/user/get?search=example', 'users');
    expect(listed.length).toBeGreaterThan(3);
    const { headers, rows } = readCsv((await call(admin, 'GET', '/api/authorization/user/export?search=example')).body);
    expect(headers).toEqual(['Name', 'Email', 'Agency', 'Roles', 'Status', 'Created']);
    expect(rows.map((r) => r.Email)).toEqual(listed.map((u) => u.email));
    const alice = rows.find((r) => r.Email === 'admin@example.com')!;
    expect(alice.Agency).toBe('Company user');
    expect(alice.Status).toBe('Active');
    expect(alice.Created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it("gives an agency user their agency's users, in French", async () => {
    // No demo agency role lists users: a session of user 1 as agency 1 with the list's permission.
    const token = await issueAccessToken(t.db, secretKey(JWT_SECRET), {
      id: 1,
      fullname: 'Agency Manager',
      agencyId: 1,
      permissions: ['UserManagement.Users.ViewList'],
    });
    const listed = await listAll(token, '/api/authorization/user/get?search=', 'users');
    expect(listed.length).toBeGreaterThan(0);
    const { headers, rows } = readCsv(
      (await call(token, 'GET', '/api/authorization/user/export', undefined, 'fr')).body,
      ';',
    );
    expect(headers[0]).toBe('Nom');
    expect(rows.map((r) => r['E-mail'])).toEqual(listed.map((u) => u.email));
    expect(new Set(rows.map((r) => r.Agence))).toEqual(new Set(['Blue Horizon Travel']));
  });

  it('exports the roles with their holders and permissions', async () => {
    const listed = await listAll(admin, '/api/authorization/user/roles?search=', 'roles');
    const { headers, rows } = readCsv((await call(admin, 'GET', '/api/authorization/user/roles/export')).body);
    expect(headers).toEqual(['Title', 'Type', 'Users', 'Permissions']);
    expect(rows.map((r) => [r.Title, Number(r.Users), Number(r.Permissions)])).toEqual(
      listed.map((r) => [r.title, r.userCount, r.permissionCount]),
    );
  });
});

describe('outbox and audit log', () => {
  it('exports the outbox as the screen lists it, company callers only', async () => {
    await t.call(null, { method: 'POST', url: '/api/Auth/forgotpassword', payload: { email: 'viewer@example.com' } });
    // The mail is tried after the answer: its status is Not sent once the try is over.
    await t.app.mailer.whenIdle();
    const listed = await listAll(admin, '/api/mail/outbox/get?search=', 'mails');
    expect(listed.length).toBeGreaterThan(0);
    const { headers, rows } = readCsv((await call(admin, 'GET', '/api/mail/outbox/export')).body);
    expect(headers).toEqual(['When', 'Recipient', 'Subject', 'Status', 'Why not sent']);
    expect(rows.map((r) => r.Recipient)).toEqual(listed.map((m) => m.recipient));
    expect(rows[0].Status).toBe('Not sent');
    expect(rows[0]['Why not sent']).toBe('SMTP is not configured.');
  });

  it('exports the audit log with its filters, an agency user their agency only', async () => {
    // An entry of user 1 (the admin): a role renamed... created.
    const made = await t.call(admin, {
      method: 'POST',
      url: '/api/authorization/user/role',
      payload: { title: 'CSV Export Role', typeId: 1, permissions: [] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const body = { userId: 1 };
    const listed = (await call(admin, 'POST', '/api/audit/get', { ...body, pageIndex: 1, pageSize: 100 })).json()
      .auditEntries as Listed[];
    expect(listed.length).toBeGreaterThan(0);
    const { headers, rows } = readCsv((await call(admin, 'POST', '/api/audit/export', body)).body);
    expect(headers).toEqual(['When', 'User', 'Entity', 'Entity ID', 'Row', 'Operation', 'Changed fields']);
    expect(rows.slice(0, listed.length).map((r) => [r.Entity, r['Entity ID'], r.Row])).toEqual(
      listed.map((e) => [e.entity, e.entityId, e.entityReference ?? '']),
    );
    // Another agency's invoice history: 404 for an agency user, like the list.
    const [theirs] = await t.db.query<{ id: number }>(
      'SELECT id FROM invoices WHERE agency_id <> 1 ORDER BY id LIMIT 1',
    );
    const other = await t.call(agent, {
      method: 'POST',
      url: '/api/audit/export',
      payload: { entity: 'invoice', entityId: String(theirs.id) },
    });
    expect(other.statusCode).toBe(404);
  });
});
