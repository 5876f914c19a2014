/**
 * Self-service accounts with real mail: a real SMTP server (smtp-server on 127.0.0.1) receives
 * what the product sends; links are read from the mails and followed as a user would.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linkIn, startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { ADMIN, startTestApp, VIEWER, type TestApp } from './helpers.js';
import { configureSmtp, type JsonCall } from '../support/tenant-smtp.js';

const PUBLIC_URL = 'https://backoffice.example.test';
const SMTP_PASSWORD = 'smtp-Secret-4711';

let t: TestApp;
let smtp: SmtpSink;
let admin: JsonCall;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({ publicUrl: PUBLIC_URL, logger: { level: 'info', stream } });
  const token = await t.login(ADMIN);
  admin = async (method, url, body) => {
    const res = await t.call(token, { method, url, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, body: res.body ? (res.json() as unknown) : undefined };
  };
  // As an administrator does: the settings screen's save (the demo tenant is Azur Voyages, contact@azur-voyages.example).
  await configureSmtp(admin, { host: '127.0.0.1', port: smtp.port, username: 'mailer', password: SMTP_PASSWORD });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.db.query('DELETE FROM login_attempts');
  await t.app.mailer.whenIdle();
  smtp.forget();
  logLines.length = 0;
});

const post = (url: string, payload: object, lang = 'en', remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { 'accept-language': lang } });
const signIn = (email: string, password: string, lang = 'en') => post('/api/Auth/login', { email, password }, lang);

async function addUser(email: string, password: string): Promise<void> {
  const token = await t.login(ADMIN);
  const roles = await t.call(token, { method: 'GET', url: '/api/authorization/user/rolesbytypeid?typeId=1' });
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/authorization/user/add',
    payload: { firstName: 'Rita', lastName: 'Reset', email, password, roleIds: [roles.json<{ id: number }[]>()[0].id] },
  });
  expect(res.statusCode).toBe(200);
}

describe('forgot password → mail → reset → sign in', () => {
  it('mails a one-hour, single-use link that sets the new password and ends the old sessions', async () => {
    await addUser('rita@example.com', 'Before#2026');
    const oldSession = await t.login({ email: 'rita@example.com', password: 'Before#2026' });

    const asked = await post('/api/Auth/forgotpassword', { email: '  Rita@Example.com ' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message:
        'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for one hour.',
    });

    const mail = await smtp.nextMailTo('rita@example.com');
    expect(mail.subject).toMatch(/reset your password/);
    expect(mail.text).toContain('Hello Rita,');
    expect(mail.username).toBe('mailer');
    const link = linkIn(mail, `${PUBLIC_URL}/authentication/reset-password?token=`);
    const token = link.searchParams.get('token')!;
    // only a hash of the token is stored
    const stored = await t.db.query<{ hash: string }>("SELECT encode(token_hash, 'hex') AS hash FROM account_tokens");
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(Buffer.from(token).toString('hex'));

    const reset = await post('/api/Auth/resetpassword', { token, password: 'After#2026' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password has been changed. You can sign in with it now.' });

    expect((await signIn('rita@example.com', 'After#2026')).statusCode).toBe(200);
    expect((await signIn('rita@example.com', 'Before#2026')).statusCode).toBe(401);
    expect((await t.call(oldSession, { method: 'GET', url: '/api/schemas' })).statusCode).toBe(401);

    const again = await post('/api/Auth/resetpassword', { token, password: 'Again#2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      errors: {
        token: ['This password reset link is not valid any more (used, expired or incomplete). Ask for a new one.'],
      },
    });
    expect((await signIn('rita@example.com', 'After#2026')).statusCode).toBe(200);

    // the audit trail says the password changed, never what it is
    const [entry] = await t.db.query<{ changes: unknown; userName: string }>(
      `SELECT changes, user_name AS "userName" FROM audit_entries WHERE entity = 'user' AND operation = 'update' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry.changes).toMatchObject([{ field: 'password', redacted: true, before: null, after: null }]);
    expect(entry.userName).toBe('Rita Reset');
  });

  it('refuses an expired link, and a made-up or altered one', async () => {
    await post('/api/Auth/forgotpassword', { email: VIEWER.email });
    const token = linkIn(
      await smtp.nextMailTo(VIEWER.email),
      `${PUBLIC_URL}/authentication/reset-password`,
    ).searchParams.get('token')!;
    await t.db.query("UPDATE account_tokens SET expires_at = now() - interval '1 second'");
    const expired = await post('/api/Auth/resetpassword', { token, password: 'Later#2026' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.token).toHaveLength(1);
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [altered, 'x'.repeat(32) + '.' + 'y'.repeat(22), 'nonsense']) {
      expect((await post('/api/Auth/resetpassword', { token: bad, password: 'Later#2026' })).statusCode).toBe(400);
    }
    expect((await signIn(VIEWER.email, VIEWER.password)).statusCode).toBe(200);
  });

  it('checks the new password under the users rules before spending the link', async () => {
    await post('/api/Auth/forgotpassword', { email: VIEWER.email });
    const token = linkIn(
      await smtp.nextMailTo(VIEWER.email),
      `${PUBLIC_URL}/authentication/reset-password`,
    ).searchParams.get('token')!;
    const weak = await post('/api/Auth/resetpassword', { token, password: 'short' });
    expect(weak.json()).toEqual({ errors: { password: ['Password must be at least 8 characters long.'] } });
    const noDigit = await post('/api/Auth/resetpassword', { token, password: 'onlyletters' }, 'fr');
    expect(noDigit.json()).toEqual({
      errors: { password: ['Le mot de passe doit contenir des lettres et des chiffres.'] },
    });
    expect((await post('/api/Auth/resetpassword', { password: 'Viewer#2027' })).json()).toEqual({
      errors: { token: ['The link is incomplete: open it from the e-mail again.'] },
    });
    expect((await post('/api/Auth/resetpassword', { token, password: 'Viewer#2027' })).statusCode).toBe(200);
    expect((await signIn(VIEWER.email, 'Viewer#2027')).statusCode).toBe(200);
    // put the demo password back for the other tests
    await post('/api/Auth/forgotpassword', { email: VIEWER.email });
    const back = linkIn(
      await smtp.nextMailTo(VIEWER.email),
      `${PUBLIC_URL}/authentication/reset-password`,
    ).searchParams.get('token')!;
    expect((await post('/api/Auth/resetpassword', { token: back, password: VIEWER.password })).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one and sends nothing', async () => {
    const before = smtp.received.length;
    const unknown = await post('/api/Auth/forgotpassword', { email: 'nobody@example.com' });
    await t.app.mailer.whenIdle();
    expect(smtp.received.length).toBe(before);
    const known = await post('/api/Auth/forgotpassword', { email: VIEWER.email }, 'en', '198.51.100.8');
    await smtp.nextMailTo(VIEWER.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
  });

  it('takes about as long for an unknown address as for a known one, however slow the mail server', async () => {
    // A mail server that takes 400 ms per message: an answer that waited for the mail would show it.
    smtp.delayMs = 400;
    try {
      // Each answer timed alone: the previous request's mail has left (on a busy machine its
      // sending would otherwise slow whichever request comes next).
      const time = async (email: string, client: string) => {
        await t.app.mailer.whenIdle();
        const start = performance.now();
        await post('/api/Auth/forgotpassword', { email }, 'en', client);
        return performance.now() - start;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        known.push(await time(ADMIN.email, `198.51.100.${20 + i}`));
        unknown.push(await time(`nobody${i}@example.com`, `198.51.100.${30 + i}`));
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
      await t.app.mailer.whenIdle();
      expect(smtp.received.filter((m) => m.to.includes(ADMIN.email)).length).toBeGreaterThanOrEqual(5);
    } finally {
      smtp.delayMs = 0;
    }
  });

  it('mails in French to a French caller, from the company address under its name', async () => {
    await post('/api/Auth/forgotpassword', { email: ADMIN.email }, 'fr-FR,fr;q=0.9');
    const mail = await smtp.nextMailTo(ADMIN.email);
    expect(mail.subject).toBe('Azur Voyages : réinitialisez votre mot de passe');
    expect(mail.text).toContain('Bonjour Alice,');
    expect(mail.text).toContain('valable 1 heure');
    expect(mail.from).toBe('Azur Voyages <contact@azur-voyages.example>');
  });
});

describe('sign-up → confirm → sign in', () => {
  const body = { firstName: 'Sam', lastName: 'Signup', email: 'Sam@Example.com', password: 'Signup#2026' };

  it('creates an unconfirmed user with no role, refused at sign-in until the mailed link is followed', async () => {
    const res = await post('/api/Auth/signup', body);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/We have sent you an e-mail/);

    const refused = await signIn('sam@example.com', 'Signup#2026');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Please confirm your e-mail address first.');
    expect((await signIn('sam@example.com', 'Signup#2026', 'fr')).json().detail).toBe(
      "Veuillez d'abord confirmer votre adresse e-mail.",
    );
    // a wrong password says nothing about the confirmation
    expect((await signIn('sam@example.com', 'Wrong#2026')).json().detail).toBe('Invalid email or password.');

    const mail = await smtp.nextMailTo('sam@example.com');
    expect(mail.subject).toBe('Azur Voyages: confirm your e-mail address');
    const token = linkIn(mail, `${PUBLIC_URL}/authentication/confirm-email?token=`).searchParams.get('token')!;
    // a confirmation token is no reset token
    expect((await post('/api/Auth/resetpassword', { token, password: 'Other#2026' })).statusCode).toBe(400);

    const confirmed = await post('/api/Auth/confirmemail', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your e-mail address is confirmed. You can sign in now.' });
    expect((await post('/api/Auth/confirmemail', { token })).statusCode).toBe(400);

    const signedIn = await signIn('sam@example.com', 'Signup#2026');
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json().accessToken as string;
    const claims = JSON.parse(Buffer.from(session.split('.')[1], 'base64url').toString());
    expect(claims.fullname).toBe('Sam Signup');
    expect(claims.Permission).toEqual([]);

    const admin = await t.login(ADMIN);
    const list = await t.call(admin, { method: 'GET', url: '/api/authorization/user/get?search=sam@example.com' });
    expect(list.json().users).toMatchObject([
      { email: 'sam@example.com', firstName: 'Sam', lastName: 'Signup', roles: [], agencyId: null },
    ]);
    const audit = await t.db.query<{ operation: string; userName: string }>(
      `SELECT operation, user_name AS "userName" FROM audit_entries WHERE entity = 'user' AND entity_id = $1 ORDER BY id`,
      [String(claims.sub)],
    );
    expect(audit).toEqual([
      { operation: 'create', userName: 'Sam Signup' },
      { operation: 'update', userName: 'Sam Signup' },
    ]);
  });

  it('answers a sign-up with a taken address the same, changes nothing and tells the owner', async () => {
    const res = await post('/api/Auth/signup', { ...body, email: VIEWER.email, password: 'Takeover#2026' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/We have sent you an e-mail/);
    const mail = await smtp.nextMailTo(VIEWER.email);
    expect(mail.subject).toBe('Azur Voyages: you already have an account');
    expect(linkIn(mail, `${PUBLIC_URL}/authentication`).pathname).toBe('/authentication');
    expect((await signIn(VIEWER.email, 'Takeover#2026')).statusCode).toBe(401);
    expect((await signIn(VIEWER.email, VIEWER.password)).statusCode).toBe(200);
  });

  it('sends a new link to an address that signed up but never confirmed (its password stays)', async () => {
    await post('/api/Auth/signup', { ...body, email: 'late@example.com' });
    await smtp.nextMailTo('late@example.com');
    await post('/api/Auth/signup', { ...body, email: 'late@example.com', password: 'Hijack#2026' });
    const second = await smtp.nextMailTo('late@example.com');
    const token = linkIn(second, `${PUBLIC_URL}/authentication/confirm-email`).searchParams.get('token')!;
    expect((await post('/api/Auth/confirmemail', { token })).statusCode).toBe(200);
    expect((await signIn('late@example.com', 'Hijack#2026')).statusCode).toBe(401);
    expect((await signIn('late@example.com', body.password)).statusCode).toBe(200);
  });

  it("validates with the users screen's messages, in en and fr", async () => {
    const en = await post('/api/Auth/signup', { email: 'not-an-email', password: 'abc' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      errors: {
        firstName: ['First Name is required.'],
        lastName: ['Last Name is required.'],
        email: ['Email is not valid.'],
        password: ['Password must be at least 8 characters long.'],
      },
    });
    const fr = await post('/api/Auth/signup', { firstName: 'A', lastName: 'B', email: '', password: 'abcdefgh' }, 'fr');
    expect(fr.json()).toEqual({
      errors: {
        email: ['Le champ « E-mail » est obligatoire.'],
        password: ['Le mot de passe doit contenir des lettres et des chiffres.'],
      },
    });
    expect((await post('/api/Auth/confirmemail', {}, 'fr')).json()).toEqual({
      errors: { token: ["Le lien est incomplet : ouvrez-le de nouveau depuis l'e-mail."] },
    });
    expect((await post('/api/Auth/forgotpassword', { email: 'x' })).json()).toEqual({
      errors: { email: ['Email is not valid.'] },
    });
  });
});

describe('throttle and limits', () => {
  it('stops a mail bomb on one address from many clients, and one client trying many addresses', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (await post('/api/Auth/forgotpassword', { email: ADMIN.email }, 'en', `203.0.113.${i + 1}`)).statusCode,
      );
    expect(codes).toEqual([202, 202, 202, 202, 202, 429, 429]);
    const refused = await post('/api/Auth/forgotpassword', { email: ADMIN.email }, 'fr', '203.0.113.99');
    expect(refused.json().detail).toBe('Trop de demandes. Réessayez plus tard.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);

    const fromOne: number[] = [];
    for (let i = 0; i < 12; i++)
      fromOne.push(
        (
          await post(
            '/api/Auth/signup',
            { ...{ firstName: 'B', lastName: 'Omb' }, email: `bomb${i}@example.com`, password: 'Bomb#2026' },
            'en',
            '203.0.113.200',
          )
        ).statusCode,
      );
    expect(fromOne.filter((c) => c === 202)).toHaveLength(10);
    expect(fromOne.slice(10)).toEqual([429, 429]);
    await t.app.mailer.whenIdle();
  });

  it('reads at most 8 KiB', async () => {
    const res = await post('/api/Auth/signup', {
      firstName: 'x'.repeat(9000),
      lastName: 'y',
      email: 'big@example.com',
      password: 'Big#20266',
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('without mail settings, or a mail server that fails', () => {
  it('answers the same and logs one line saying mail is not configured', async () => {
    await configureSmtp(admin, null);
    try {
      const res = await post('/api/Auth/forgotpassword', { email: ADMIN.email });
      expect(res.statusCode).toBe(202);
      await t.app.mailer.whenIdle();
      const lines = logLines.filter((l) => l.includes('Mail is not configured'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]).msg).toBe(
        'Mail is not configured: set the SMTP server in Provider Settings > SAAS Tenancy Settings. A reset-password e-mail was not sent: it waits in the Outbox.',
      );
    } finally {
      await configureSmtp(admin, { host: '127.0.0.1', port: smtp.port, username: 'mailer' });
    }
  });

  it('logs a failed send without the SMTP password and answers the same', async () => {
    await configureSmtp(admin, { host: '127.0.0.1', port: 1, username: 'mailer' });
    try {
      const res = await post('/api/Auth/forgotpassword', { email: ADMIN.email });
      expect(res.statusCode).toBe(202);
      await t.app.mailer.whenIdle();
      const failed = logLines.filter((l) => l.includes('Could not send'));
      expect(failed).toHaveLength(1);
      expect(failed[0]).toContain('127.0.0.1:1');
      expect(logLines.join('\n')).not.toContain(SMTP_PASSWORD);
    } finally {
      await configureSmtp(admin, { host: '127.0.0.1', port: smtp.port, username: 'mailer' });
    }
  });
});
