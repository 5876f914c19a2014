/**
 * The API reference in the browser: /api/docs renders the server's OpenAPI document with
 * Swagger UI, under the page Content-Security-Policy (the hook of browser.ts fails the test on
 * any violation), loading nothing from another origin.
 */
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();
const baseURL = inject('baseURL');
/**
 * The page runs a 1.7 MB bundle, then parses the whole document (~330 KB) before it draws: seconds
 * on a busy 2-core machine. Navigation returns once the answer arrives; the first draw has longer.
 */
const FIRST_DRAW = { timeout: 60_000 };
const NAVIGATE = { waitUntil: 'commit' } as const;
const SLOW = { timeout: 120_000 };

describe('API reference', () => {
  it('shows the operations of an entity with their permission, from files of this server only', SLOW, async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      const origins = new Set<string>();
      page.on('request', (request) => {
        origins.add(new URL(request.url()).origin);
      });
      await page.goto('/api/docs', NAVIGATE);
      await page.getByRole('heading', { name: /Travel back office API/ }).waitFor(FIRST_DRAW);

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

  it('calls the API from the page ("Try it out" on the health check)', SLOW, async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await page.goto('/api/docs#/Meta', NAVIGATE);
      const health = page.locator('.opblock-get').filter({ hasText: '/api/health' });
      await health.getByText('/api/health').waitFor(FIRST_DRAW);
      await health.getByText('/api/health').click();
      await health.getByRole('button', { name: 'Try it out' }).click();
      await health.getByRole('button', { name: 'Execute' }).click();
      await health
        .locator('.response .microlight, .response pre')
        .filter({ hasText: '"status": "ok"' })
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
