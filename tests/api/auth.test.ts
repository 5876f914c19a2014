import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@server/auth/sessions.js';
import { ADMIN, AGENT, claimsOf, JWT_SECRET, startTestApp, VIEWER, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PA_LIST = '/api/finance/paymentaccount/get';
const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/login', payload: payload as object, headers });

describe('POST /api/Auth/login', () => {
  it('should accept a trimmed, upper-case email and answer an access token with the claims', async () => {
    const res = await login({ email: '  ADMIN@Example.COM ', password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const claims = claimsOf(res.json().accessToken);
    expect(claims.fullname).toBe('Alice Admin');
    expect(claims).not.toHaveProperty('agencyId');
    expect(claims.Permission).toEqual(
      expect.arrayContaining(['Finance.PaymentAccounts.ViewList', 'Settings.SAASTenancySettings.ViewSettings']),
    );
    expect(Number(claims.exp) - Math.floor(Date.now() / 1000)).toBeGreaterThan(7 * 3600);
    expect(claims.sub).toBeTruthy();
    expect(claims.iat).toBeTypeOf('number');
  });

  it('should put agencyId (a number) only in an agency user token, with its permissions', async () => {
    const claims = claimsOf(await t.login(AGENT));
    expect(claims.fullname).toBe('Adam Agent');
    expect(claims.agencyId).toBe(1);
    expect(claims.Permission).toContain('Reservations.Reservation.Add');
    expect(claims.Permission).not.toContain('Finance.PaymentAccounts.ViewList');
  });

  it('should give the viewer view permissions only', async () => {
    const permissions = claimsOf(await t.login(VIEWER)).Permission as string[];
    expect(permissions.length).toBeGreaterThan(10);
    expect(permissions.every((p) => /\.(ViewList|ViewReport|ViewSettings)$/.test(p))).toBe(true);
  });

  it('should answer the same 401 for a wrong password and for an unknown email', async () => {
    const wrong = await login({ email: 'viewer@example.com', password: 'nope-nope' });
    const unknown = await login({ email: 'nobody@example.com', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.json()).toMatchObject({ status: 401, title: 'Unauthorized', detail: 'Invalid email or password.' });
  });

  it('should answer 400 keyed by field for a missing email or password, in French too', async () => {
    const en = await login({});
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ errors: { email: ['Email is required.'], password: ['Password is required.'] } });
    const fr = await login({ email: 'a@b.c' }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr.json()).toEqual({ errors: { password: ['Le champ « Mot de passe » est obligatoire.'] } });
  });

  it('should hold back the client that failed 5 times on an email with 429 and Retry-After, even with the right password', async () => {
    await t.db.query('DELETE FROM login_attempts');
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: 'viewer@example.com', password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ email: 'VIEWER@example.com', password: VIEWER.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ status: 429 });
    // unknown emails are throttled the same way
    for (let i = 0; i < 5; i++) await login({ email: 'ghost@example.com', password: 'x' });
    expect((await login({ email: 'ghost@example.com', password: 'x' })).statusCode).toBe(429);
    // other emails are unaffected, and so is the same email from another client
    expect((await login(ADMIN)).statusCode).toBe(200);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: VIEWER,
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(200);
    await t.db.query('DELETE FROM login_attempts');
  });

  it('should refuse a locked user with the same 401 as a wrong password', async () => {
    await t.db.query("UPDATE users SET is_locked = true WHERE email = 'agent@example.com'");
    const locked = await login(AGENT);
    const unknown = await login({ email: 'nobody2@example.com', password: 'whatever' });
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toBe(unknown.body);
    await t.db.query("UPDATE users SET is_locked = false WHERE email = 'agent@example.com'");
    await t.db.query('DELETE FROM login_attempts');
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(JWT_SECRET);
  const claims = { fullname: 'Mallory', Permission: ['Finance.PaymentAccounts.ViewList'] };

  async function status(token: string | null): Promise<number> {
    return (await t.call(token, { method: 'GET', url: PA_LIST })).statusCode;
  }

  it('should answer 401 problem details without a token', async () => {
    const res = await t.call(null, { method: 'GET', url: PA_LIST });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
  });

  it('should accept a token signed with the secret only when it names an active session', async () => {
    const sign = (extra: object) =>
      new SignJWT({ ...claims, ...extra })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    const sid = await createSession(t.db, 1, Math.floor(Date.now() / 1000) + 3600);
    expect(await status(await sign({ sid }))).toBe(200);
    expect(await status(await sign({}))).toBe(401);
    expect(await status(await sign({ sid: 'made-up-session' }))).toBe(401);
  });

  it('should answer 401 for a bad signature, alg none, RS256, an expired token and garbage', async () => {
    const other = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    const { privateKey } = await generateKeyPair('RS256');
    const rs = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(privateKey);
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    for (const token of [other, none, rs, expired, 'not.a.token', 'abc']) expect(await status(token)).toBe(401);
  });

  it('should answer 403 problem details without the route permission', async () => {
    const res = await t.call(await t.login(AGENT), { method: 'GET', url: PA_LIST });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, title: 'Forbidden' });
    const viewer = await t.login(VIEWER);
    expect((await t.call(viewer, { method: 'GET', url: PA_LIST })).statusCode).toBe(200);
    const add = await t.call(viewer, {
      method: 'POST',
      url: '/api/finance/paymentaccount/add',
      payload: { title: 'Nope', infraTypeId: 9 },
    });
    expect(add.statusCode).toBe(403);
  });
});

describe('route permissions', () => {
  it("should declare a permission on every route; only login, the account routes, the branding, health, the SPA, the forms' validators and the API reference are public", () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) expect(route.permission, `${route.method} ${route.url}`).toBeTruthy();
    const isSpa = (url: string) => url === '/*';
    const publicOnes = routes
      .filter((r) => r.permission === 'public' && !isSpa(r.url))
      .map((r) => `${r.method} ${r.url}`);
    // The validators module answers only under its digest name, given to signed-in callers (form-validators.test.ts).
    // The API reference holds no data and no secret (openapi.test.ts).
    const reference = ['/api/docs', '/api/docs/assets/:file', '/api/openapi.json'].flatMap((url) => [
      `GET ${url}`,
      `HEAD ${url}`,
    ]);
    // Sign-up and the e-mailed links are throttled and answer nothing about other accounts (account.test.ts).
    const account = ['signup', 'confirmemail', 'forgotpassword', 'resetpassword'].map(
      (path) => `POST /api/Auth/${path}`,
    );
    // The tenant's branding (x-resource.public): the sign-in page shows it; no secret (tenancy-settings.test.ts).
    const branding = ['GET', 'HEAD'].map((method) => `${method} /api/providersettings/saastenancysettings/branding`);
    expect([...new Set(publicOnes)].sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/schemas/validators/:file',
        'HEAD /api/health',
        'HEAD /api/schemas/validators/:file',
        'POST /api/Auth/login',
        ...reference,
        ...account,
        ...branding,
      ].sort(),
    );
    expect(routes).toContainEqual({ method: 'POST', url: '/api/Auth/logout', permission: 'authenticated' });
  });

  it('should answer 401 on every non-public route without a token', async () => {
    for (const route of t.app.registeredRoutes.filter((r) => r.permission !== 'public' && r.method !== 'HEAD')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: route.url });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
