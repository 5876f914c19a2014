/**
 * The one-file recipe in the browser: a copy of currency.json under a new $id/route/api/table
 * is dropped into a temporary schemas directory (beside every schema of the project) and the
 * product is started on it as a user would (`node scripts/start.mjs`, SCHEMAS_DIR, a fresh
 * DATA_DIR, a free port), with no code change. The admin then finds the menu entry, the list,
 * the form with its messages, and a saved row in the list. This file starts its own server;
 * the suite's global one is not used.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyCopy, schemasDirWith } from '../api/kit/recipe-files.js';
import { startProduct, type RunningProduct } from '../support/product.js';
import { accounts, launch, newPage, screenshot, signIn } from './browser.js';

const API = '/api/infrastructure/recipecoin';
let baseURL = '';
let product: RunningProduct | undefined;
let browser: Browser;
const dirs: string[] = [];

async function login(who: keyof typeof accounts): Promise<string> {
  const res = await fetch(`${baseURL}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(accounts[who]),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const api = (bearer: string, path: string, init: RequestInit = {}) =>
  fetch(`${baseURL}${API}/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
  });

beforeAll(async () => {
  mkdirSync('.tmp', { recursive: true });
  const schemasDir = schemasDirWith({ 'infrastructure/recipe-coin.json': currencyCopy() });
  const dataDir = mkdtempSync(join('.tmp', 'recipe-data-'));
  dirs.push(schemasDir, dataDir);
  product = await startProduct({ env: { DATA_DIR: dataDir, SCHEMAS_DIR: schemasDir } });
  baseURL = product.baseURL;
  browser = await launch();
}, 150_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a new schema file, no code change', () => {
  it('serves the endpoints with paging, validation messages and permissions', async () => {
    const admin = await login('admin');
    const empty = await (await api(admin, 'get?search=&pageIndex=1&pageSize=10')).json();
    expect(empty).toEqual({
      recipeCoins: [],
      paginationModel: expect.objectContaining({ pageIndex: 1, pageSize: 10, totalRecords: 0 }),
    });
    const bad = await api(admin, 'add', { method: 'POST', body: JSON.stringify({ title: 'x', initial: 'abc' }) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      title: ['Title must be at least 2 characters long.'],
      initial: ['Initial must be three capital letters (ISO 4217), e.g. EUR.'],
    });
    const viewer = await login('viewer');
    expect((await api(viewer, 'get')).status).toBe(200);
    expect(
      (await api(viewer, 'add', { method: 'POST', body: JSON.stringify({ title: 'Viewer coin', initial: 'VWR' }) }))
        .status,
    ).toBe(403);
    expect((await api(await login('agent'), 'get')).status).toBe(403);
    expect((await (await api(admin, 'get')).json()).paginationModel.totalRecords).toBe(0);
  });

  it('gives the admin a menu entry, a list, a form with its messages and a saved row', async () => {
    const { context, page } = await newPage(browser, baseURL);
    await signIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Recipe Coins' }).click();
    await page.waitForURL(/\/infrastructure\/recipe-coins/);
    await page.getByRole('heading', { name: 'Recipe Coins' }).waitFor();
    for (const header of ['ID', 'Title', 'Initial', 'Symbol', 'Status']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes(`${API}/`)) writes.push(r.url());
    });

    await page.getByRole('button', { name: /^add$/i }).click();
    const dialog = page.getByRole('dialog', { name: /recipe coin/i });
    await dialog.waitFor();
    await dialog.getByLabel(/^title/i).fill('K');
    await dialog.getByRole('button', { name: /^save$/i }).click();
    await dialog.getByText('Title must be at least 2 characters long.').waitFor();
    expect(writes).toEqual([]);

    await dialog.getByLabel(/^title/i).fill('Kit Crown');
    await dialog.getByLabel(/^initial/i).fill('KCR');
    await dialog.getByLabel(/^symbol/i).fill('K');
    await dialog.getByRole('button', { name: /^save$/i }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'Kit Crown', exact: true }).waitFor();
    await page.getByText(/Showing 1 to 1 of 1 result/).waitFor();
    expect(writes).toHaveLength(1);
    await screenshot(page, 'recipe-list');
    await context.close();
  });
});
