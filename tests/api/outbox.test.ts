/**
 * The outbox on a fresh install (no SMTP server in the settings): the public pages answer as
 * always, the mail waits in the outbox with the reason, an administrator reads it and, once a
 * real SMTP server (smtp-sink) is set, resends it; who else may not.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@domain/permissions.js';
import type { Mail } from '@server/mail/index.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { configureSmtp, type JsonCall } from '../support/tenant-smtp.js';
import { ADMIN, claimsOf, startTestApp, VIEWER, type TestApp } from './helpers.js';
import { token } from './kit/harness.js';

const PUBLIC_URL = 'https://backoffice.example.test';
const OUTBOX = '/api/mail/outbox';

let t: TestApp;
let smtp: SmtpSink;
let adminToken: string;
let admin: JsonCall;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp({ publicUrl: PUBLIC_URL });
  adminToken = await t.login(ADMIN);
  admin = async (method, url, body) => {
    const res = await t.call(adminToken, { method, url, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, body: res.body ? (res.json() as unknown) : undefined };
  };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.app.mailer.whenIdle();
  await t.db.query('DELETE FROM login_attempts');
});

const post = (url: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: '198.51.100.40', headers: { 'accept-language': lang } });

interface Listed {
  id: number;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  dateCreated: string;
  sentDate: string | null;
}

const list = async (query = '') => {
  const res = await t.call(adminToken, { method: 'GET', url: `${OUTBOX}/get?pageIndex=1&pageSize=10${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ mails: Listed[]; paginationModel: { totalRecords: number } }>();
};

describe('forgot password on a fresh install (no SMTP server)', () => {
  it('answers exactly as for an unknown address, and the mail waits in the outbox with the reason', async () => {
    const known = await post('/api/Auth/forgotpassword', { email: VIEWER.email });
    const unknown = await post('/api/Auth/forgotpassword', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    await t.app.mailer.whenIdle();

    const { mails, paginationModel } = await list();
    expect(paginationModel.totalRecords).toBe(1); // nothing for the unknown address
    expect(mails[0]).toMatchObject({
      recipient: VIEWER.email,
      subject: 'Azur Voyages: reset your password',
      status: 'not-configured',
      attempts: 1,
      lastError: 'SMTP is not configured: set the SMTP server in Provider Settings > SAAS Tenancy Settings.',
      sentDate: null,
    });
    expect(Date.now() - Date.parse(mails[0].dateCreated)).toBeLessThan(60_000);

    const one = await t.call(adminToken, { method: 'GET', url: `${OUTBOX}/getbyid?id=${mails[0].id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().text).toContain('Hello Victor,');
    expect(one.json().text).toContain(`${PUBLIC_URL}/authentication/reset-password?token=`);
    expect(one.json().html).toContain('<a href="https://backoffice.example.test/authentication/reset-password?token=');
  });

  it('keeps the sign-up mails too, in the language of the page, and answers a taken address the same', async () => {
    const signUp = { firstName: 'Élodie', lastName: 'Neuve', email: 'elodie@example.com', password: 'Signup#2026' };
    const res = await post('/api/Auth/signup', signUp, 'fr');
    expect(res.statusCode).toBe(202);
    const taken = await post('/api/Auth/signup', { ...signUp, email: VIEWER.email }, 'fr');
    expect(taken.statusCode).toBe(res.statusCode);
    expect(taken.body).toBe(res.body);
    await t.app.mailer.whenIdle();
    expect((await list(`&search=${VIEWER.email}`)).mails[0]).toMatchObject({
      subject: 'Azur Voyages : vous avez déjà un compte',
      status: 'not-configured',
    });
    const { mails } = await list('&search=ELODIE@');
    expect(mails).toMatchObject([
      {
        recipient: 'elodie@example.com',
        subject: 'Azur Voyages : confirmez votre adresse e-mail',
        status: 'not-configured',
      },
    ]);
  });

  it('lists newest first, by status and by a search in recipient or subject', async () => {
    const all = await list();
    expect(all.mails.map((m) => m.recipient)).toEqual([VIEWER.email, 'elodie@example.com', VIEWER.email]);
    expect((await list('&search=reset%20your')).mails.map((m) => m.recipient)).toEqual([VIEWER.email]);
    // any case, any accent: 'CONFIRMÉZ' finds 'confirmez'
    expect((await list(`&search=${encodeURIComponent('CONFIRMÉZ')}`)).mails.map((m) => m.recipient)).toEqual([
      'elodie@example.com',
    ]);
    expect((await list('&status=sent')).mails).toEqual([]);
    expect((await list('&status=not-configured')).paginationModel.totalRecords).toBe(3);
    const bad = await t.call(adminToken, { method: 'GET', url: `${OUTBOX}/get?status=lost` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.status).toEqual(['status must be one of: queued, sending, sent, not-configured, failed.']);
    const missing = await t.call(adminToken, { method: 'GET', url: `${OUTBOX}/getbyid?id=999999` });
    expect(missing.statusCode).toBe(404);
  });
});

describe('resend', () => {
  it('delivers the mail once an SMTP server is set: status sent, one more attempt, an audit entry', async () => {
    const [waiting] = (await list('&search=reset%20your')).mails;
    await configureSmtp(admin, { host: '127.0.0.1', port: smtp.port, username: 'mailer', password: 'smtp-Secret-1' });
    const res = await t.call(adminToken, { method: 'POST', url: `${OUTBOX}/resend`, payload: { id: waiting.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: waiting.id, status: 'sent', attempts: 2, lastError: null });
    expect(res.json().sentDate).toEqual(expect.any(String));

    const mail = await smtp.nextMailTo(VIEWER.email);
    expect(mail.subject).toBe('Azur Voyages: reset your password');
    expect(mail.text).toContain(`${PUBLIC_URL}/authentication/reset-password?token=`);
    expect(mail.from).toBe('Azur Voyages <contact@azur-voyages.example>');

    const [entry] = await t.db.query<{
      changes: { field: string; before: unknown; after: unknown }[];
      userName: string;
    }>(`SELECT changes, user_name AS "userName" FROM audit_entries WHERE entity = 'outbox-mail' AND entity_id = $1`, [
      String(waiting.id),
    ]);
    expect(entry.userName).toBe('Alice Admin');
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'not-configured', after: 'sent' },
        { field: 'attempts', before: 1, after: 2 },
      ]),
    );
  });

  it('sends new mails at once when SMTP is set, and keeps the server error of a failed try', async () => {
    await post('/api/Auth/forgotpassword', { email: ADMIN.email });
    await smtp.nextMailTo(ADMIN.email);
    await t.app.mailer.whenIdle();
    const [sent] = (await list(`&search=${ADMIN.email}`)).mails;
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });

    await configureSmtp(admin, { host: '127.0.0.1', port: 1, username: 'mailer' });
    try {
      const res = await t.call(adminToken, { method: 'POST', url: `${OUTBOX}/resend`, payload: { id: sent.id } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'failed', attempts: 2 });
      expect(res.json().lastError).toContain('127.0.0.1:1');
      expect(res.json().lastError).not.toContain('smtp-Secret-1');
    } finally {
      await configureSmtp(admin, { host: '127.0.0.1', port: smtp.port, username: 'mailer' });
    }
  });

  it('sends at start-up a mail recorded by a process that stopped before trying it', async () => {
    const mail: Mail = {
      kind: 'reset-password',
      to: 'left@example.com',
      lang: 'en',
      subject: 'Left behind',
      text: 'Hi',
    };
    const id = await t.app.mailer.record(t.db, mail);
    t.app.mailer.resumeWaiting(); // what the module does once the server listens
    expect((await smtp.nextMailTo('left@example.com')).subject).toBe('Left behind');
    await t.app.mailer.whenIdle();
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM outbox WHERE id = $1', [id]);
    expect(row.status).toBe('sent');
  });

  it('answers 400 on a missing id and 404 on an unknown one', async () => {
    const none = await t.call(adminToken, { method: 'POST', url: `${OUTBOX}/resend`, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ errors: { id: ['id is required.'] } });
    const unknown = await t.call(adminToken, { method: 'POST', url: `${OUTBOX}/resend`, payload: { id: 999999 } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('who may read it', () => {
  it('refuses a user without the permission (403): read-only roles do not get it', async () => {
    const viewer = await t.login(VIEWER);
    expect(claimsOf(viewer).Permission).not.toContain(PERMISSIONS.Settings.Outbox.ViewList);
    expect((await t.call(viewer, { method: 'GET', url: `${OUTBOX}/get` })).statusCode).toBe(403);
    expect((await t.call(viewer, { method: 'GET', url: `${OUTBOX}/getbyid?id=1` })).statusCode).toBe(403);
    expect((await t.call(viewer, { method: 'POST', url: `${OUTBOX}/resend`, payload: { id: 1 } })).statusCode).toBe(
      403,
    );
  });

  it('refuses an agency user even holding the permissions (403), in its language', async () => {
    const agency = await token(t, Object.values(PERMISSIONS.Settings.Outbox), 1);
    const res = await t.call(agency, { method: 'GET', url: `${OUTBOX}/get`, headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe("La boîte d'envoi est réservée aux utilisateurs de la société.");
    expect((await t.call(agency, { method: 'GET', url: `${OUTBOX}/getbyid?id=1` })).statusCode).toBe(403);
    expect((await t.call(agency, { method: 'POST', url: `${OUTBOX}/resend`, payload: { id: 1 } })).statusCode).toBe(
      403,
    );
  });

  it('gives the new permissions to the administrator role', async () => {
    expect(claimsOf(adminToken).Permission).toEqual(
      expect.arrayContaining([PERMISSIONS.Settings.Outbox.ViewList, PERMISSIONS.Settings.Outbox.Resend]),
    );
  });
});
