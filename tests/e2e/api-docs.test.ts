/**
 * The API reference in the browser: /api/docs renders the server's OpenAPI document with
 * Swagger UI, under the page Content-Security-Policy (the hook of browser.ts fails the test on
 * any violation), loading nothing from another origin.
 */
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();
const baseURL = inject('baseURL');

describe('API reference', () => {
  it('shows the operations of an entity with their permission, from files of this server only', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      const origins = new Set<string>();
      page.on('request', (request) => { origins.add(new URL(request.url()).origin); });
      await page.goto('/api/docs');
      await page.getByRole('heading', { name: /Travel back office API/ }).waitFor();

      await page.getByRole('heading', { name: /^Payment Accounts/ }).click();
      const update = page.locator('.opblock-put').filter({ hasText: '/api/finance/paymentaccount/update' });
      await update.getByText('Update a Payment Account').waitFor();
      await update.getByText('/api/finance/paymentaccount/update').click();
      await update.getByText('Needs the permission Finance.PaymentAccounts.Add.').waitFor();
      await screenshot(page, 'api-docs');

      expect([...origins]).toEqual([baseURL]);
    } finally {
      await context.close();
    }
  });
});
