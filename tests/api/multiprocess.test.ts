/**
 * Several server processes on one PostgreSQL database, as replicas or `npm start` with
 * WEB_CONCURRENCY run them: what one process writes, every other one answers at once. Two
 * servers A and B (one process each, sharing JWT_SECRET) for a revocation, the login throttle, an
 * idempotent payment and list totals; then one server of two API processes (node:cluster).
 * Needs a PostgreSQL server (TEST_DATABASE_URL): PGlite is one process by nature.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDb } from '@server/db/pg.js';
import {
  childProcessIds,
  killHard,
  outputMatching,
  send,
  signIn,
  startServerProcess,
  type ServerProcess as Server,
} from '../support/server-process.js';
import { ADMIN, AGENT, JWT_SECRET, VIEWER } from './helpers.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const ACCOUNTS = '/api/finance/paymentaccount';
const PAYMENTS = '/api/finance/invoicepayment';
type Json = Record<string, unknown>;

const get = (base: string, path: string, token: string) =>
  fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
const remove = (base: string, path: string, token: string) =>
  fetch(`${base}${path}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });

describe.runIf(serverUrl)('two server processes on one PostgreSQL database', () => {
  const name = `t_mp_${randomBytes(5).toString('hex')}`;
  let dataDir: string;
  let url: string;
  let admin: PgDb;
  /** The scratch database itself, to read what the processes wrote. */
  let db: PgDb;
  let a: Server;
  let b: Server;
  let adminToken: string;
  /** The server of two API processes (the last test). */
  let c: Server | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'multiprocess-'));
    admin = await PgDb.open(serverUrl!);
    await admin.exec(`CREATE DATABASE ${name}`);
    const address = new URL(serverUrl!);
    address.pathname = `/${name}`;
    url = address.toString();
    a = await startServerProcess({ databaseUrl: url, dataDir: join(dataDir, 'a'), jwtSecret: JWT_SECRET }); // prepares the database
    b = await startServerProcess({ databaseUrl: url, dataDir: join(dataDir, 'b'), jwtSecret: JWT_SECRET });
    db = await PgDb.open(url);
    adminToken = await signIn(a.base, ADMIN);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([killHard(a), killHard(b), killHard(c)]);
    await db?.close();
    await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const sqlCount = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${sql}`, params))[0].n;

  it('refuses on process B, within 1 second, the token of a user locked through process A', async () => {
    const agentToken = await signIn(b.base, AGENT);
    const me = () => get(b.base, '/api/permissions', agentToken);
    expect((await me()).status).toBe(200); // B now remembers the session as active

    const users = (await (await get(a.base, '/api/authorization/user/get?pageSize=100', adminToken)).json()) as {
      users: { id: number; email: string }[];
    };
    const agentId = users.users.find((u) => u.email === AGENT.email)!.id;
    const lock = (isLocked: boolean) =>
      send(a.base, '/api/authorization/user/lock', { id: agentId, isLocked }, adminToken, 'PUT');
    expect((await lock(true)).status).toBe(200);
    const locked = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - locked < 2000) {
      status = (await me()).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    const elapsed = Date.now() - locked;
    console.log(`process B refused the locked user's token ${elapsed} ms after the lock through process A`);
    expect(status).toBe(401);
    expect(elapsed).toBeLessThan(1000);
    expect((await lock(false)).status).toBe(200); // the agent signs in again for the tests below
  }, 30_000);

  it('counts sign-in failures made through A on B: B answers 429 once the limit is passed', async () => {
    await db.query('DELETE FROM login_attempts');
    const wrong = (server: Server, i: number) =>
      send(server.base, '/api/Auth/login', { email: VIEWER.email, password: `wrong-${i}` });
    // 5 failures of this client on this account through A: the limit (auth/throttle.ts).
    for (let i = 0; i < 5; i++) expect((await wrong(a, i)).status).toBe(401);
    // B has seen none itself. The next attempt is held back for 1 s after the last failure; on a
    // slow machine it may come after that second, be checked (401) and set a 2 s delay.
    const answers: Response[] = [];
    for (let i = 5; i < 7 && answers.at(-1)?.status !== 429; i++) answers.push(await wrong(b, i));
    expect(answers.map((r) => r.status)).toContain(429);
    expect(Number(answers.at(-1)!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The right password from a client that has not failed is still let in, through either process.
    await db.query('DELETE FROM login_attempts');
    expect((await send(b.base, '/api/Auth/login', VIEWER)).status).toBe(200);
  }, 30_000);

  /** A payment body for an invoice that takes one (demo data), in the given agency or not. */
  async function paymentBody(agency: { in?: number; notIn?: number }, amount: number): Promise<Json> {
    const [invoice] = await db.query<{ id: number }>(
      `SELECT id FROM invoices i
        WHERE document_type = 'invoice' AND NOT is_deleted AND replaced_by_invoice_id IS NULL
          AND status NOT IN (3, 4)
          AND (SELECT balance FROM ledger_documents(NULL) WHERE document_id = i.id) >= $1
          AND ($2::int IS NULL OR agency_id = $2) AND ($3::int IS NULL OR agency_id <> $3)
        ORDER BY id LIMIT 1`,
      [amount, agency.in ?? null, agency.notIn ?? null],
    );
    const [type] = await db.query<{ id: number }>(
      'SELECT id FROM infra_type WHERE type_group_id = 12 AND NOT is_deleted ORDER BY id LIMIT 1',
    );
    const [account] = await db.query<{ id: number }>(
      'SELECT id FROM payment_account WHERE is_active AND NOT is_deleted ORDER BY id LIMIT 1',
    );
    return {
      id: null,
      invoiceId: invoice.id,
      amount,
      paymentDate: '2026-11-20',
      paymentAccountId: account.id,
      paymentTypeId: type.id,
      ref: 'MP-1',
      notes: 'Sent to two processes',
    };
  }

  const postPayment = (server: Server, payload: Json, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${PAYMENTS}/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}`, ...headers },
      body: JSON.stringify(payload),
    });

  it('records one payment for one Idempotency-Key and body sent to A and B at once, and answers the same body', async () => {
    const payload = await paymentBody({}, 3);
    const paymentsBefore = await sqlCount('FROM invoice_payments WHERE invoice_id = $1', [payload.invoiceId]);
    const key = `mp-${randomBytes(6).toString('hex')}`;
    const at = (server: Server) => postPayment(server, payload, { 'idempotency-key': key });
    const together = await Promise.all([a, b, a, b, a, b].map(at));
    const later = await Promise.all([at(b), at(a)]);
    const answers = [...together, ...later];
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(answers.length - 1);
    expect(await sqlCount('FROM invoice_payments WHERE invoice_id = $1', [payload.invoiceId])).toBe(paymentsBefore + 1);
    // Another body with the key is refused by either process.
    const other = await postPayment(b, { ...payload, amount: 2 }, { 'idempotency-key': key });
    expect(other.status).toBe(422);
  }, 30_000);

  it("keeps B's list totals exact while A creates, deletes and restores; an agency user's total too", async () => {
    const accountsTotal = async (server: Server, query = '') => {
      const res = await get(server.base, `${ACCOUNTS}/get?${query}`, adminToken);
      expect(res.status).toBe(200);
      return ((await res.json()) as { paginationModel: { totalRecords: number } }).paginationModel.totalRecords;
    };
    const live = () => sqlCount('FROM payment_account WHERE NOT is_deleted');
    const before = await accountsTotal(b);
    expect(before).toBe(await live());
    expect(await accountsTotal(b)).toBe(before); // B now keeps the total (db/page-and-total.ts)
    expect(await accountsTotal(b, 'pageIndex=2')).toBe(before);

    const made = await send(a.base, `${ACCOUNTS}/add`, { title: 'Two processes', infraTypeId: 9 }, adminToken);
    expect(made.status).toBe(200);
    const { id } = (await made.json()) as { id: number };
    expect(await accountsTotal(b)).toBe(before + 1);
    expect(await accountsTotal(b, 'pageIndex=2')).toBe(before + 1);
    expect(await accountsTotal(b, 'search=Two%20processes')).toBe(1);

    expect((await remove(a.base, `${ACCOUNTS}/delete?id=${id}`, adminToken)).status).toBe(200);
    expect(await accountsTotal(b)).toBe(before);
    expect(await accountsTotal(b, 'search=Two%20processes')).toBe(0);

    expect((await send(a.base, `${ACCOUNTS}/restore`, { id }, adminToken)).status).toBe(200);
    expect(await accountsTotal(b)).toBe(before + 1);
    expect(await accountsTotal(b)).toBe(await live());

    // An agency user's payment list on B: its agency's payments only, whatever A records elsewhere.
    const agentToken = await signIn(b.base, AGENT);
    const [{ agency }] = await db.query<{ agency: number }>('SELECT agency_id AS agency FROM users WHERE email = $1', [
      AGENT.email,
    ]);
    const paymentsTotal = async (token: string) => {
      const res = await send(b.base, `${PAYMENTS}/get`, { pageIndex: 1, pageSize: 10 }, token);
      expect(res.status).toBe(200);
      return ((await res.json()) as { paginationModel: { totalRecords: number } }).paginationModel.totalRecords;
    };
    const own = () =>
      sqlCount(
        'FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id WHERE NOT p.is_deleted AND i.agency_id = $1',
        [agency],
      );
    const ownBefore = await paymentsTotal(agentToken);
    expect(ownBefore).toBe(await own());
    const allBefore = await paymentsTotal(adminToken);

    const ours = await postPayment(a, await paymentBody({ in: agency }, 1));
    expect(ours.status).toBe(200);
    expect(await paymentsTotal(agentToken)).toBe(ownBefore + 1);
    expect((await postPayment(a, await paymentBody({ notIn: agency }, 1))).status).toBe(200);
    expect(await paymentsTotal(agentToken)).toBe(ownBefore + 1);
    expect(await paymentsTotal(adminToken)).toBe(allBefore + 2);

    const { id: paymentId, version } = (await ours.json()) as { id: number; version: number };
    const removed = await remove(a.base, `${PAYMENTS}/delete?id=${paymentId}&version=${version}`, adminToken);
    expect(removed.status).toBe(200);
    expect(await paymentsTotal(agentToken)).toBe(ownBefore);
    expect(await paymentsTotal(agentToken)).toBe(await own());
  }, 30_000);

  it('serves from two API processes with WEB_CONCURRENCY=2, replaces one that is killed, and stops both on SIGTERM', async () => {
    const server = await startServerProcess({
      databaseUrl: url,
      dataDir: join(dataDir, 'c'),
      jwtSecret: JWT_SECRET,
      processes: 2,
    });
    c = server; // killed by afterAll should this test time out
    expect(await outputMatching(server, /2 API processes; ready in \d+ ms/, 60_000)).toBeTruthy();
    const primary = server.process.pid!;
    const workers = childProcessIds(primary);
    expect(workers).toHaveLength(2);

    // One process killed: once the primary has seen it go, the other one answers every request,
    // and a new process replaces it. (A connection handed to it in the instant before, by
    // node:cluster's round robin, would wait for the client's timeout: see cluster/supervise.ts.)
    process.kill(workers[0], 'SIGKILL');
    await outputMatching(
      server,
      new RegExp(`API process ${workers[0]} stopped \\(killed by SIGKILL\\); another starts in 1 s`),
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.base}/api/health`)));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    await outputMatching(server, /API process \d+ serving\./);
    const now = childProcessIds(primary);
    expect(now).toHaveLength(2);
    expect(now).toContain(workers[1]);
    expect(now).not.toContain(workers[0]);

    const exited = new Promise<number | null>((r) => server.process.once('exit', (code) => r(code)));
    server.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output.join('')).toContain('SIGTERM: shutting down 2 API processes');
    expect(now.filter(isRunning)).toEqual([]);
  }, 120_000); // ~10 s on a quiet machine; the two processes start through tsx
});

/** Whether a process still runs (Linux: not gone from /proc, not a zombie). */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0] !== 'Z';
  } catch {
    return false;
  }
}

describe.skipIf(serverUrl)('several server processes on one database', () => {
  it.skip('needs TEST_DATABASE_URL (a PostgreSQL server): PGlite cannot be shared by two processes', () => undefined);
});
