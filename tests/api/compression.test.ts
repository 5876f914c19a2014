/**
 * Compressed answers as a browser asks for them: the SPA's files precompressed at build time
 * (scripts/precompress.ts, the step `vite build` ends with) and picked by Accept-Encoding, with
 * their caching; API answers compressed above 1 KiB, keeping their no-store and security headers.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

// As built: over 1 KiB with its styles, and the first paint's marker (src/server/routes/first-paint.ts).
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Travel Back Office</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/Box-def456.js">
<style>${Array.from({ length: 30 }, (_, i) => `.first-paint-${i} { padding: ${i}px; }`).join(' ')}</style></head>
<body><noscript>This back office needs JavaScript.</noscript><div id="root"></div><!--first-paint--></body></html>`;
const SIGN_IN_HTML = INDEX_HTML.replace('index-abc123.js', 'signIn-abc123.js').replace('<!--first-paint-->', '');
/** index.html as sent for a page: the first paint at the marker, with the screen's heading when it has one. */
const indexWith = (heading?: string) =>
  INDEX_HTML.replace(
    '<!--first-paint-->',
    `<div class="first-paint" id="first-paint" aria-hidden="true"><div class="first-paint-progress"></div>${heading ? `<h1>${heading}</h1>` : ''}</div>`,
  );
const ASSET = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, title: 'Row ${i}' }`).join(', ')}];\n`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({
    spaIndexHtml: INDEX_HTML,
    spaFiles: { 'assets/index-abc123.js': ASSET, 'sign-in.html': SIGN_IN_HTML },
  });
  await precompressDir(t.spaDir!);
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, acceptEncoding?: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

/** The body as the browser reads it, decoded per Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('the SPA, precompressed', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])(
    'answers index.html with Accept-Encoding %s as %s, revalidated at each visit',
    async (acceptEncoding, encoding) => {
      for (const [url, heading] of [
        ['/dashboard', undefined],
        ['/finance/payment-account', 'Payment Accounts'],
      ]) {
        const res = await get(url!, acceptEncoding);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(varies(res)).toBe(true);
        expect(decoded(res)).toBe(indexWith(heading));
        if (encoding) expect(res.rawPayload.length).toBeLessThan(INDEX_HTML.length);
      }
    },
  );

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('answers a hashed asset with Accept-Encoding %s as %s, cached for a year', async (acceptEncoding, encoding) => {
    const res = await get('/assets/index-abc123.js', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res)).toBe(true);
    expect(decoded(res)).toBe(ASSET);
    expect(res.rawPayload.length).toBe(encoding ? Number(res.headers['content-length']) : ASSET.length);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(ASSET.length / 5);
  });

  it('answers /authentication with the sign-in page, precompressed and revalidated, and the pages only under their paths', async () => {
    for (const url of ['/authentication', '/Authentication/', '/authentication?next=1']) {
      const res = await get(url, 'br, gzip');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(SIGN_IN_HTML);
    }
    for (const url of ['/authentication/logout', '/sign-in.html', '/index.html', '/']) {
      expect(decoded(await get(url, 'br')), url).toBe(indexWith());
    }
  });

  it('never serves a precompressed copy under its own name', async () => {
    const res = await get('/assets/index-abc123.js.br', 'br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(decoded(res)).toBe(indexWith());
  });
});

describe('the first paint written into index.html', () => {
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("writes the schema screen's heading in the language of the lang cookie, English without one", async () => {
    expect((await page('/finance/payment-account')).body).toBe(indexWith('Payment Accounts'));
    expect((await page('/finance/payment-account/', 'access-token=x; lang=fr')).body).toBe(
      indexWith('Comptes de paiement'),
    );
    expect((await page('/finance/payment-account?page=2', 'lang=de')).body).toBe(indexWith('Payment Accounts'));
    expect((await page('/finance/payment-account', 'lang=%E0%A4%A')).body).toBe(indexWith('Payment Accounts'));
    const res = await page('/finance/payment-account', 'lang=fr');
    expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
  });

  it('writes no heading where no schema screen is, and never echoes the address', async () => {
    for (const url of [
      '/dashboard',
      '/finance/payment-account/trash',
      '/%3Ch1%3Ex%3C%2Fh1%3E',
      '/finance/payment-account/../country',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(indexWith());
    }
  });

  it('leaves the sign-in page as built', async () => {
    expect((await page('/authentication', 'lang=fr')).body).toBe(SIGN_IN_HTML);
  });
});

describe('API answers, compressed above 1 KiB', () => {
  const list = '/api/finance/paymentaccount/get?pageIndex=1&pageSize=50';

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('compresses a list asked with Accept-Encoding %s as %s, still never cached', async (acceptEncoding, encoding) => {
    const plain = await get(list, undefined, admin);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await get(list, acceptEncoding, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(varies(res)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('compresses an error answer above 1 KiB too, as problem details', async () => {
    const res = await get(`/api/no/such/${'x'.repeat(1500)}`, 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(JSON.parse(decoded(res)).status).toBe(404);
  });

  it('streams a stored image as it is, whatever the browser accepts', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const up = await t.call(admin, {
      method: 'POST',
      url: '/api/files/image',
      payload: { fileName: 'dot.png', base64String: png },
    });
    expect(up.statusCode, up.body).toBe(200);
    const res = await get(up.json<{ url: string }>().url, 'br, gzip', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(Buffer.from(png, 'base64'))).toBe(true);
  });
});
