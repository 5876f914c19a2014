/**
 * The SAAS tenancy settings (schemas/provider-settings/saas-tenancy-settings.json) over HTTP:
 * the spec's messages in en and fr, permissions, the SMTP password (never answered, encrypted at
 * rest, kept when left out), the logo/icon path-binary pairs (SVG refused), versions, the audit
 * entry, the public branding and its files, and loadMailSettings. The generic singleton rules
 * are also run on this schema by the kit (tests/api/kit/singleton-suite.ts).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.js';
import { LOG_REDACT } from '@server/config.js';
import { loadMailSettings } from '@server/settings/mail-settings.js';
import { ADMIN, JWT_SECRET, startTestApp, VIEWER, type TestApp } from './helpers.js';
import { token } from './kit/harness.js';
import { PIXEL_PNG } from './kit/singleton-suite.js';
import { DEMO_IMAGES } from '@server/seed/demo-images.js';

const BASE = '/api/providersettings/saastenancysettings';
const VIEW = 'Settings.SAASTenancySettings.ViewSettings';
const ADD = 'Settings.SAASTenancySettings.Add';
const PASSWORD = 'Smtp#Pa55-word-42';
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
).toString('base64');

type Row = Record<string, unknown>;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const get = (bearer: string | null = admin) => t.call(bearer, { method: 'GET', url: `${BASE}/get` });
const save = (payload: Row, bearer: string | null = admin, lang = 'en') =>
  t.call(bearer, { method: 'POST', url: `${BASE}/save`, payload, headers: { 'accept-language': lang } });
/** The stored settings as get answers them: a valid full body to change one thing in. */
const current = async (): Promise<Row> => (await get()).json<Row>();
const storedText = async () =>
  (await t.db.query<{ row: string }>('SELECT t::text AS row FROM saas_tenancy_settings t'))[0]?.row ?? '';

describe('the demo tenant', () => {
  it('answers the seeded tenant with its logos, refs and currency', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 1,
      companyTitle: 'Azur Voyages',
      fitRef: 'AZV-FIT',
      gitRef: 'AZV-GIT',
      tisRef: 'AZV-TIS',
      otaRef: 'AZV-OTA',
      currencyName: 'Euro',
      masterStatus: 2,
      smtpPort: null,
      smtpPasswordSet: false,
    });
    for (const logo of ['lightLogo', 'darkLogo', 'icon']) expect(res.json()[logo]).toMatch(/^\/api\/files\/\d+$/);
    const file = await t.call(admin, { method: 'GET', url: res.json().lightLogo });
    expect(file.headers['content-type']).toBe('image/png');
  });
});

describe('permissions', () => {
  it('answers 401 without a token and 403 to a token without the permission', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await save(await current(), null)).statusCode).toBe(401);
    expect((await get(await token(t, [ADD]))).statusCode).toBe(403);
    expect((await save(await current(), await token(t, [VIEW]))).statusCode).toBe(403);
  });

  it('lets the demo viewer read but not save, and lists both permissions in the catalogue', async () => {
    const viewer = await t.login(VIEWER);
    expect((await get(viewer)).statusCode).toBe(200);
    expect((await save(await current(), viewer)).statusCode).toBe(403);
    const { permissions } = (await t.call(admin, { method: 'GET', url: '/api/permissions' })).json();
    expect(permissions).toEqual(expect.arrayContaining([VIEW, ADD]));
  });
});

describe('validation messages of spec §5', () => {
  const empty = {
    companyTitle: '',
    officialCompanyName: ' ',
    companyEmailAddress: '',
    lightLogo: null,
    darkLogo: null,
  };
  it.each([
    [
      'en',
      {
        companyTitle: ['Company Title is required.'],
        officialCompanyName: ['Official Company Name is required.'],
        companyEmailAddress: ['Company Email Address is required.'],
        lightLogo: ['Light Logo Image is required.'],
        darkLogo: ['Dark Logo Image is required.'],
      },
    ],
    [
      'fr',
      {
        companyTitle: ["Le champ « Nom de l'entreprise » est obligatoire."],
        officialCompanyName: ['Le champ « Raison sociale » est obligatoire.'],
        companyEmailAddress: ["Le champ « Adresse e-mail de l'entreprise » est obligatoire."],
        lightLogo: ['Le champ « Logo clair » est obligatoire.'],
        darkLogo: ['Le champ « Logo sombre » est obligatoire.'],
      },
    ],
  ])('answers the required messages in %s and changes nothing', async (lang, errors) => {
    const before = await storedText();
    const res = await save({ ...(await current()), ...empty }, admin, lang);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await storedText()).toBe(before);
  });

  it.each([
    [
      'en',
      {
        companyEmailAddress: ['Company Email Address must be a valid email address.'],
        financeEmailAddress: ['Finance Email Address must be a valid email address.'],
        smtpPort: ['SMTP Port cannot exceed 65535.'],
        fitRef: ["FIT Reference must be 1 to 10 characters: upper-case letters, digits and '-'."],
        masterStatus: ['Master Status is not valid.'],
        primaryColor: ['Primary Color must be a colour such as #605dff.'],
        portalUrl: ['Portal URL must be a valid web address (https://...).'],
      },
    ],
    [
      'fr',
      {
        companyEmailAddress: ["Le champ « Adresse e-mail de l'entreprise » doit contenir une adresse e-mail valide."],
        financeEmailAddress: ['Le champ « Adresse e-mail des finances » doit contenir une adresse e-mail valide.'],
        smtpPort: ['Le champ « Port SMTP » doit être inférieur ou égal à 65535.'],
        fitRef: ['Le champ « Référence FIT » doit contenir 1 à 10 caractères : lettres majuscules, chiffres et « - ».'],
        masterStatus: ["Le champ « Statut principal » n'est pas valide."],
        primaryColor: ['Le champ « Couleur principale » doit contenir une couleur telle que #605dff.'],
        portalUrl: ['Le champ « URL du portail » doit contenir une adresse web valide (https://...).'],
      },
    ],
  ])('answers the bounds and formats in %s', async (lang, errors) => {
    const res = await save(
      {
        ...(await current()),
        companyEmailAddress: 'not-an-email',
        financeEmailAddress: 'finance@',
        smtpPort: 65536,
        fitRef: 'fit ref',
        masterStatus: 4,
        primaryColor: 'blue',
        portalUrl: 'not a url',
      },
      admin,
      lang,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('accepts smtpPort 0 and 65535, stores nothing when empty (the form shows an empty field), and refuses -1', async () => {
    for (const port of [0, 65535])
      expect((await save({ ...(await current()), smtpPort: port })).json().smtpPort).toBe(port);
    expect((await save({ ...(await current()), smtpPort: '' })).json().smtpPort).toBeNull();
    expect((await save({ ...(await current()), smtpPort: null })).json().smtpPort).toBeNull();
    expect((await save({ ...(await current()), smtpPort: -1 })).json().errors).toEqual({
      smtpPort: ['SMTP Port must be at least 0.'],
    });
  });

  it('refuses a currency that does not exist', async () => {
    const res = await save({ ...(await current()), currencyId: 999999 });
    expect(res.json().errors).toEqual({ currencyId: ['Currency is not valid.'] });
  });

  it('ignores read-only and unknown keys', async () => {
    const res = await save({
      ...(await current()),
      id: 77,
      dateCreated: '2000-01-01T00:00:00Z',
      currencyName: 'Nope',
      smtpPasswordSet: true,
      hacker: 'x',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: 1, currencyName: 'Euro', smtpPasswordSet: false });
    expect(res.json()).not.toHaveProperty('hacker');
  });
});

describe('the SMTP password', () => {
  it('is never answered, stored encrypted, kept when left out, and read back by loadMailSettings', async () => {
    const saved = await save({
      ...(await current()),
      smtpMailServer: 'smtp.azur-voyages.example',
      smtpPort: 587,
      smtpUsername: 'mailer',
      smtpPassword: PASSWORD,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(PASSWORD);
    expect(saved.json()).toMatchObject({ smtpPasswordSet: true });
    expect(saved.json()).not.toHaveProperty('smtpPassword');
    const read = await get();
    expect(read.body).not.toContain(PASSWORD);
    expect(read.json().smtpPasswordSet).toBe(true);
    // The stored bytes: the whole row as text, and the column's base64 decoded.
    const row = await storedText();
    expect(row).not.toContain(PASSWORD);
    const [{ value }] = await t.db.query<{ value: string }>('SELECT smtp_password AS value FROM saas_tenancy_settings');
    expect(value).toMatch(/^v1\./);
    expect(Buffer.from(value.slice(3), 'base64url').toString('latin1')).not.toContain(PASSWORD);

    const withoutPassword: Row = { ...read.json<Row>(), companyTitle: 'Azur Voyages SA' };
    expect(withoutPassword).not.toHaveProperty('smtpPassword');
    expect((await save(withoutPassword)).json().smtpPasswordSet).toBe(true);
    expect((await save({ ...(await current()), smtpPassword: null })).json().smtpPasswordSet).toBe(true);
    expect(await loadMailSettings(t.db)).toEqual({
      host: 'smtp.azur-voyages.example',
      port: 587,
      username: 'mailer',
      password: PASSWORD,
      fromAddress: 'contact@azur-voyages.example',
      fromName: 'Azur Voyages SA',
    });
  });

  it('records only that the password changed in the audit trail', async () => {
    await save({ ...(await current()), smtpPassword: `${PASSWORD}-2` });
    const [entry] = await t.db.query<{ changes: unknown; operation: string }>(
      "SELECT changes, operation FROM audit_entries WHERE entity = 'saas-tenancy-settings' ORDER BY id DESC LIMIT 1",
    );
    expect(entry.operation).toBe('update');
    expect(entry.changes).toEqual([{ field: 'smtpPassword', before: null, after: null, redacted: true }]);
    expect(
      JSON.stringify(await t.db.query("SELECT * FROM audit_entries WHERE entity = 'saas-tenancy-settings'")),
    ).not.toContain(PASSWORD);
    const history = await t.call(admin, {
      method: 'POST',
      url: '/api/audit/get',
      payload: { entity: 'saas-tenancy-settings', entityId: '1' },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.body).not.toContain(PASSWORD);
  });

  it('is removed by an empty text, and then mail is configured without a password', async () => {
    expect((await save({ ...(await current()), smtpPassword: '' })).json().smtpPasswordSet).toBe(false);
    expect((await loadMailSettings(t.db))?.password).toBe('');
  });

  it('is never written to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp({
      db: t.db,
      schemas: t.schemas,
      jwtSecret: JWT_SECRET,
      logger: { level: 'trace', stream, redact: LOG_REDACT },
    });
    try {
      const res = await logged.inject({
        method: 'POST',
        url: `${BASE}/save`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { ...(await current()), smtpPassword: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const bad = await logged.inject({
        method: 'POST',
        url: `${BASE}/save`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { smtpPassword: PASSWORD },
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await logged.close();
    }
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('\n')).not.toContain(PASSWORD);
    expect(lines.join('\n')).not.toContain(admin);
  });
});

describe('mail settings', () => {
  it('are null when no SMTP server is set', async () => {
    await save({ ...(await current()), smtpMailServer: '' });
    expect(await loadMailSettings(t.db)).toBeNull();
  });
});

describe('logos and icon (path/binary pairs)', () => {
  it('stores a sent binary and answers its path, a logo counting as present with the binary alone', async () => {
    const res = await save({
      ...(await current()),
      lightLogo: null,
      lightLogoBinary: `data:image/png;base64,${PIXEL_PNG}`,
      iconBinary: DEMO_IMAGES.icon.base64,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { lightLogo, icon } = res.json();
    expect(lightLogo).toMatch(/^\/api\/files\/\d+$/);
    const file = await t.call(admin, { method: 'GET', url: lightLogo });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(Buffer.from(PIXEL_PNG, 'base64'))).toBe(true);
    expect((await t.call(admin, { method: 'GET', url: icon })).headers['content-type']).toBe('image/x-icon');
  });

  it.each([
    ['en', 'SVG images are not accepted: they can carry script. Use PNG, JPEG, WEBP or GIF.'],
    ['fr', 'Les images SVG ne sont pas acceptées : elles peuvent contenir du script. Utilisez PNG, JPEG, WEBP ou GIF.'],
  ])('refuses an SVG logo with a clear message in %s and stores nothing', async (lang, message) => {
    const files = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0].n;
    const before = [await files(), await storedText()];
    for (const binary of [SVG, `data:image/svg+xml;base64,${SVG}`]) {
      const res = await save({ ...(await current()), darkLogoBinary: binary }, admin, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ darkLogo: [message] });
    }
    expect([await files(), await storedText()]).toEqual(before);
  });

  it('refuses an icon for a logo, and text that is not an image', async () => {
    const ico = await save({ ...(await current()), lightLogoBinary: DEMO_IMAGES.icon.base64 });
    expect(ico.json().errors).toEqual({ lightLogo: ['Only PNG, JPEG, WEBP or GIF images are accepted.'] });
    const text = await save({ ...(await current()), iconBinary: Buffer.from('hello').toString('base64') });
    expect(text.json().errors).toEqual({ icon: ['Only image files are supported!'] });
  });

  it('clears a removed icon back to the default /favicon2.ico; a removed logo is required', async () => {
    const res = await save({ ...(await current()), icon: null, iconBinary: null });
    expect(res.json().icon).toBe('/favicon2.ico');
    expect((await save({ ...(await current()), darkLogo: '' })).json().errors).toEqual({
      darkLogo: ['Dark Logo Image is required.'],
    });
  });

  it('refuses a path naming another file, and accepts an image the caller uploaded', async () => {
    const other = await save({ ...(await current()), lightLogo: '/api/files/999999' });
    expect(other.json().errors).toEqual({ lightLogo: ['Light Logo is not valid.'] });
    const upload = await t.call(admin, {
      method: 'POST',
      url: '/api/files/image',
      payload: { fileName: 'mine.png', base64String: PIXEL_PNG },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const mine = await save({ ...(await current()), darkLogo: upload.json().url });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().darkLogo).toBe(upload.json().url);
  });
});

describe('versions', () => {
  it('refuses a save made from an older version with 409 stale-version (en/fr)', async () => {
    const row = await current();
    expect((await save(row)).statusCode).toBe(200);
    const stale = await save(row, admin, 'fr');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale-version',
      detail: "Cet enregistrement a été modifié par quelqu'un d'autre. Rechargez-le et réessayez.",
    });
  });

  it('answers the defaults at version 0 before the first save, which creates the row at version 1', async () => {
    await t.db.query('DELETE FROM saas_tenancy_settings');
    const defaults = (await get()).json();
    expect(defaults).toMatchObject({
      id: null,
      version: 0,
      primaryColor: '#605dff',
      secondaryColor: '#3584fc',
      icon: '/favicon2.ico',
      smtpPort: null,
      fitRef: 'FIT',
      gitRef: 'GIT',
      tisRef: 'TIS',
      otaRef: 'OTA',
      smtpPasswordSet: false,
      companyTitle: null,
    });
    const body = {
      ...defaults,
      companyTitle: 'Nouveau',
      officialCompanyName: 'Nouveau SAS',
      companyEmailAddress: 'hello@nouveau.example',
      lightLogoBinary: PIXEL_PNG,
      darkLogoBinary: PIXEL_PNG,
    };
    const first = await save(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: 1, version: 1 });
    expect((await save(body)).statusCode).toBe(409);
    const [entry] = await t.db.query<{ operation: string }>(
      "SELECT operation FROM audit_entries WHERE entity = 'saas-tenancy-settings' ORDER BY id DESC LIMIT 1",
    );
    expect(entry.operation).toBe('create');
  });
});

describe('branding (public)', () => {
  it('answers the public fields to anyone, secret-free, and serves their images without a token', async () => {
    const saved = (
      await save({
        ...(await current()),
        primaryColor: '#123456',
        smtpPassword: PASSWORD,
        smtpMailServer: 'smtp.example',
      })
    ).json();
    const res = await t.call(null, { method: 'GET', url: `${BASE}/branding` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companyTitle: saved.companyTitle,
      lightLogo: saved.lightLogo,
      darkLogo: saved.darkLogo,
      icon: saved.icon,
      primaryColor: '#123456',
      secondaryColor: saved.secondaryColor,
    });
    expect(res.body).not.toContain(PASSWORD);
    expect(res.body).not.toContain('smtp');
    const logo = await t.call(null, { method: 'GET', url: saved.lightLogo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('keeps every other file behind a token, and a bad token is still refused', async () => {
    const upload = await t.call(admin, {
      method: 'POST',
      url: '/api/files/image',
      payload: { fileName: 'private.png', base64String: PIXEL_PNG },
    });
    expect((await t.call(null, { method: 'GET', url: upload.json().url })).statusCode).toBe(401);
    const { lightLogo } = await current();
    expect((await t.call('not-a-token', { method: 'GET', url: lightLogo as string })).statusCode).toBe(401);
  });
});
