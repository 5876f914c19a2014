/**
 * Login that cannot be turned against users: throttled by client and by account, counted
 * before the password is checked, small bodies only, X-Forwarded-For only behind TRUST_PROXY.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.js';
import { ADMIN, AGENT, JWT_SECRET, startTestApp, VIEWER, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM login_attempts');
});

const login = (payload: object, remoteAddress = '198.51.100.1', extra: Partial<InjectOptions> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/login', payload, remoteAddress, ...extra });

describe('login throttle', () => {
  it('does not stop the right password from client Y after a wrong-password storm from client X', async () => {
    for (let i = 0; i < 30; i++) await login({ email: VIEWER.email, password: `wrong-${i}` }, '198.51.100.66');
    expect((await login(VIEWER, '198.51.100.66')).statusCode).toBe(429);
    expect((await login(VIEWER, '203.0.113.20')).statusCode).toBe(200);
    // and again: the real user's sign-in is never what the storm holds back
    expect((await login(VIEWER, '203.0.113.20')).statusCode).toBe(200);
  });

  it('signs in many users at once from one client (an office behind one address), 10 rounds', async () => {
    // Concurrent first attempts on one counter must never hold each other back: a counter
    // below its limit asks no delay, whatever order the transactions started in.
    const users = [ADMIN, AGENT, VIEWER];
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(users.flatMap((u) => [login(u, '198.51.100.9'), login(u, '198.51.100.9')]));
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      await t.db.query('DELETE FROM login_attempts');
    }
  });

  it('checks at most 5 of 40 parallel wrong guesses from one client; the others answer 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ email: ADMIN.email, password: `guess-${i}` }, '198.51.100.2')),
    );
    const checked = answers.filter((r) => r.statusCode === 401);
    const throttled = answers.filter((r) => r.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(throttled.length).toBeGreaterThanOrEqual(35);
    for (const r of throttled) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(r.headers['content-type']).toContain('application/problem+json');
    }
    // a correct password from a client that has not failed still signs in
    expect((await login(ADMIN, '203.0.113.21')).statusCode).toBe(200);
  });

  it('throttles one client trying 40 e-mails with one password', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push((await login({ email: `user${i}@example.com`, password: 'Summer2026' }, '198.51.100.3')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20).filter((c) => c === 429).length).toBeGreaterThanOrEqual(19);
  });

  it('delays progressively: 1 s after 5 failures, doubling with each further failure', async () => {
    const client = '198.51.100.4';
    for (let i = 0; i < 5; i++)
      expect((await login({ email: VIEWER.email, password: `w${i}` }, client)).statusCode).toBe(401);
    const first = await login({ email: VIEWER.email, password: 'w5' }, client);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    // the block has passed: one more failure is checked, then 2 s
    await t.db.query("UPDATE login_attempts SET last_at = last_at - interval '1 second' WHERE key LIKE $1", [
      `%${client}%`,
    ]);
    expect((await login({ email: VIEWER.email, password: 'w6' }, client)).statusCode).toBe(401);
    const second = await login({ email: VIEWER.email, password: 'w7' }, client);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
  });

  it('holds back a client spreading guesses over an account once it has failed there itself', async () => {
    // 10 clients fail once each on the account: from now on a client that failed there waits
    for (let i = 0; i < 10; i++)
      expect((await login({ email: VIEWER.email, password: 'x' }, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    expect((await login({ email: VIEWER.email, password: 'y' }, '192.0.2.1')).statusCode).toBe(429);
    expect((await login(VIEWER, '192.0.2.200')).statusCode).toBe(200); // a client that never failed
  });

  it('keeps its counters in the database', async () => {
    await login({ email: VIEWER.email, password: 'nope' }, '198.51.100.5');
    const rows = await t.db.query<{ key: string; failures: number }>(
      'SELECT key, failures FROM login_attempts ORDER BY key',
    );
    expect(rows).toEqual([
      { key: 'a viewer@example.com', failures: 1 },
      { key: 'ac 198.51.100.5 viewer@example.com', failures: 1 },
      { key: 'c 198.51.100.5', failures: 1 },
    ]);
  });
});

describe('login body limit', () => {
  it('answers 413 problem details to a 9 MB body, fast and without counting an attempt', async () => {
    const started = Date.now();
    const res = await login({ email: ADMIN.email, password: 'x'.repeat(9 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await t.db.query('SELECT 1 FROM login_attempts')).toEqual([]);
  });
});

describe('the client address', () => {
  const storm = async (app: TestApp['app'], forwardedFor: (i: number) => string) => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/Auth/login',
        payload: { email: VIEWER.email, password: 'bad' },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      codes.push(res.statusCode);
    }
    return codes;
  };

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    // A changing X-Forwarded-For does not make one socket address look like many clients.
    expect((await storm(t.app, (i) => `203.0.113.${100 + i}`)).at(-1)).toBe(429);
  });

  it('reads the client from X-Forwarded-For behind a trusted proxy', async () => {
    const behind = await buildApp({ db: t.db, schemas: t.schemas, jwtSecret: JWT_SECRET, trustProxy: '10.0.0.1' });
    try {
      await t.db.query('DELETE FROM login_attempts');
      expect(await storm(behind, (i) => `203.0.113.${100 + i}`)).toEqual([401, 401, 401, 401, 401, 401]);
      const rows = await t.db.query<{ key: string }>(
        "SELECT key FROM login_attempts WHERE key LIKE 'c %' ORDER BY key",
      );
      expect(rows.map((r) => r.key)).toContain('c 203.0.113.100');
    } finally {
      await behind.close();
    }
  });
});
