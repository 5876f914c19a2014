/**
 * The forms' validators: GET /api/schemas/validators tells a signed-in caller the module's URL;
 * that URL answers one JavaScript module with a validator per form; any other name is 404.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formJsonSchema } from '@schema/form-schema.js';
import type { EntitySchema } from '@schema/types.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'validators-api-'));
let t: TestApp;
let token: string;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login(ADMIN);
  url = (await t.call(token, { method: 'GET', url: '/api/schemas/validators' })).json<{ url: string }>().url;
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the forms' validators module", () => {
  it('is named to a signed-in caller, by a digest of the schemas it holds', () => {
    expect(url).toMatch(/^\/api\/schemas\/validators\/[0-9a-f]{32}\.js$/);
  });

  it('answers a JavaScript module with a validator for every form the SPA builds from /api/schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-store');
    const file = join(dir, 'validators.mjs');
    writeFileSync(file, res.body);
    const validators = (
      (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
        default: Record<string, (data: unknown) => boolean>;
      }
    ).default;

    const { schemas } = (await t.call(token, { method: 'GET', url: '/api/schemas' })).json<{
      schemas: EntitySchema[];
    }>();
    expect(schemas.length).toBeGreaterThan(10);
    for (const schema of schemas) {
      expect(validators[hashForSchema(formJsonSchema(schema) as RJSFSchema)], schema.name).toBeTypeOf('function');
    }
    const account = schemas.find((s) => s.name === 'payment-account')!;
    const validate = validators[hashForSchema(formJsonSchema(account) as RJSFSchema)];
    expect(validate({ title: 'Bank', infraTypeId: 1 })).toBe(true);
    expect(validate({ title: 'ab', infraTypeId: 1 })).toBe(false);
  });

  it('answers 401 to the URL request without a token, and once the session has ended', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/schemas/validators' });
    expect(bare.statusCode).toBe(401);
    expect(bare.body).not.toContain('validators/');
    const other = await t.login(ADMIN);
    expect((await t.call(other, { method: 'POST', url: '/api/Auth/logout' })).statusCode).toBe(204);
    expect((await t.call(other, { method: 'GET', url: '/api/schemas/validators' })).statusCode).toBe(401);
  });

  it.each([
    ['another digest', '/api/schemas/validators/0123456789abcdef0123456789abcdef.js'],
    ['a guess', '/api/schemas/validators/validators.js'],
    ['the digest without .js', () => url.replace(/\.js$/, '')],
  ])('answers 404 to %s, without the module', async (_what, path) => {
    const res = await t.app.inject({ method: 'GET', url: typeof path === 'function' ? path() : path });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).not.toContain('minLength');
  });
});
