/**
 * Strict HTTP as a browser sees it: the security headers on API answers, error answers, the
 * SPA's index.html and its assets; no-store on every /api answer; and rich text that comes back
 * with safe links and no way to run script.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '@server/db/types.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';
import { allPermissions, call, createRow, token, urls, type Kit } from './kit/harness.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({
    spaIndexHtml: '<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>',
  });
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

/** The directives of the Content-Security-Policy header, by name. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** An API answer: JSON that nothing may load, run or frame. */
function expectApiHeaders(res: LightMyRequestResponse): void {
  const policy = csp(res);
  expect(policy['default-src']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** A page of the SPA or one of its files: the full policy. */
function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const policy = csp(res);
  expect(policy['default-src']).toEqual(["'self'"]);
  // Our origin only: no inline script, no eval (the forms' validators are precompiled).
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('come with an API answer, which no cache may keep', async () => {
    const res = await call(t as unknown as Kit, admin, { method: 'GET', url: '/api/finance/paymentaccount/get' });
    expect(res.statusCode).toBe(200);
    expectApiHeaders(res);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a 401 without a token', { method: 'GET' as const, url: '/api/finance/paymentaccount/get' }, 401],
    ['a 404 for an unknown API path', { method: 'GET' as const, url: '/api/no/such/thing' }, 404],
    [
      'a 400 for a malformed body',
      {
        method: 'POST' as const,
        url: '/api/Auth/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
  ])('come with %s, which no cache may keep', async (_what, request, status) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    expectApiHeaders(res);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('come with a health check and a sign-in, which no cache may keep', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'POST', url: '/api/Auth/login', payload: ADMIN }),
    ]) {
      expect(res.statusCode).toBe(200);
      expectApiHeaders(res);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('come with index.html, which the browser revalidates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/finance/paymentaccount' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(res);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('come with a hashed asset, which stays cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keep the stricter sandbox policy of a stored file, which no cache may keep either', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const up = await t.call(admin, {
      method: 'POST',
      url: '/api/files/image',
      payload: { fileName: 'dot.png', base64String: png },
    });
    expect(up.statusCode, up.body).toBe(200);
    const res = await t.call(admin, { method: 'GET', url: up.json<{ url: string }>().url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('rich text', () => {
  const kit = () => t as unknown as Kit;
  /** The first schema with a rich-text property, and that property. */
  const target = () => {
    for (const schema of t.schemas) {
      const name = Object.keys(schema.properties).find((p) => schema.properties[p]['x-widget'] === 'richtext');
      if (name) return { schema, name };
    }
    throw new Error('no schema has a rich-text property');
  };
  const storeAndRead = async (html: string): Promise<string> => {
    const { schema, name } = target();
    const row = await createRow(kit(), schema, { [name]: `<p>Kept text</p>${html}` });
    const res = await call(kit(), await token(kit(), allPermissions(kit())), {
      method: 'GET',
      url: `${urls(schema).getOne}?id=${row.id}`,
    });
    expect(res.statusCode).toBe(200);
    return String(res.json<Row>()[name]);
  };

  it('gives every stored link rel="noopener noreferrer", whatever rel was sent', async () => {
    const html = await storeAndRead(
      '<p><a href="https://example.com/a" target="_blank" rel="opener">a</a> <a href="mailto:x@example.com">b</a></p>',
    );
    expect(html).toContain('<a href="https://example.com/a" rel="noopener noreferrer" target="_blank">a</a>');
    expect(html).toContain('<a href="mailto:x@example.com" rel="noopener noreferrer">b</a>');
    expect(html).not.toContain('opener"');
  });

  it('keeps a link target only when it opens a new tab', async () => {
    const html = await storeAndRead('<p><a href="https://example.com/" target="_top">top</a></p>');
    expect(html).toContain('<a href="https://example.com/" rel="noopener noreferrer">top</a>');
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['an onerror handler', '<img src="x" onerror="alert(1)">'],
    ['a javascript: link', '<a href="javascript:alert(1)">click</a>'],
    ['an entity-encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">click</a>'],
    ['an svg with onload', '<svg onload="alert(1)"><script>alert(1)</script></svg>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ])('stores no way to run script through %s', async (_what, attack) => {
    const html = await storeAndRead(attack);
    expect(html).toContain('<p>Kept text</p>');
    expect(html).not.toMatch(/<script|<svg|<img|<iframe|onerror|onload|javascript:|style=/i);
  });
});
