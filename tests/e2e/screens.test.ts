/**
 * Every screen the schemas and the route table give, walked as each demo account: the
 * administrator opens every list (heading, footer or empty row, Add shown); the viewer sees
 * every list but no Add; the agent's menu holds only what its permissions open and every
 * other screen is the not-found page. Expectations come from the schema files, so a new
 * schema is walked with no test code.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadSchemas } from '@schema/load-dir.js';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const schemas = loadSchemas('schemas');
// A singleton (settings) is a form page, not a list: its screen has its own browser test.
const listed = schemas.filter((s) => s.resource.menu && !s.resource.singleton);
const browser = useBrowser();

async function openList(page: Page, route: string, heading: string): Promise<void> {
  await page.goto(`/${route}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await page
    .getByText(/Showing \d+ to \d+ of \d+ results|No data available/)
    .first()
    .waitFor();
}

describe('every screen', () => {
  it('opens every list for the administrator, with Add', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    for (const schema of listed) {
      await openList(page, schema.resource.route, schema.resource.text.en.many);
      expect(await page.getByRole('button', { name: /^add$/i }).count(), schema.name).toBe(1);
    }
    await page.goto('/user-management/users');
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await page.getByText('agent@example.com').first().waitFor();
    await page.goto('/user-management/roles');
    await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
    await page.getByText('administrator').first().waitFor();
    await screenshot(page, 'roles-admin');
    await context.close();
  });

  it('lets the viewer open every list without Add', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'viewer');
    for (const schema of listed) {
      await openList(page, schema.resource.route, schema.resource.text.en.many);
      expect(await page.getByRole('button', { name: /^add$/i }).count(), schema.name).toBe(0);
    }
    await context.close();
  });

  it('gives the agent only the screens its permissions open', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'agent');
    const permissions: string[] = await page.evaluate(() => {
      const token = localStorage.getItem('access-token')!;
      const json = atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'));
      return (JSON.parse(json) as { Permission: string[] }).Permission;
    });
    const menu = page.getByRole('menu', { name: 'Main menu' });
    for (const schema of listed) {
      const allowed = permissions.includes(schema.resource.permissions.view);
      const label = schema.resource.text.en.many;
      expect(await menu.getByRole('menuitem', { name: label, exact: true }).count(), label).toBe(allowed ? 1 : 0);
    }
    for (const route of [
      'infrastructure/countries',
      'accommodation/hotel',
      'user-management/users',
      'user-management/roles',
    ]) {
      await page.goto(`/${route}`);
      await page.getByText('Page not found').waitFor();
    }
    await screenshot(page, 'agent-menu');
    await context.close();
  });
});

describe('a value another row holds', () => {
  it("shows 'Euro again' with initial EUR refused under the Initial field, and keeps the form open", async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openList(page, 'infrastructure/currencies', 'Currencies');
    await page.getByRole('button', { name: /^add$/i }).click();
    const dialog = page.getByRole('dialog', { name: /currency/i });
    await dialog.getByLabel(/^title/i).fill('Euro again');
    await dialog.getByLabel(/^initial/i).fill('EUR');
    await dialog.getByRole('button', { name: /^save$/i }).click();
    const initialField = dialog.locator('.MuiFormControl-root', { has: page.getByLabel(/^initial/i) });
    await initialField.getByText('A currency with this initial already exists.').waitFor();
    expect(await dialog.getByText('A currency with this initial already exists.').count()).toBe(1);
    await screenshot(page, 'currency-duplicate-initial');
    await context.close();
  });
});
