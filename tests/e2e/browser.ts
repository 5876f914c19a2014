import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH); `npx playwright install` cannot work on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const flags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export async function launch(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}; install Debian's chromium or set CHROMIUM_PATH`);
  return chromium.launch({ executablePath: chromiumPath, args: flags });
}

/** A fresh browser profile per test: no token, no language choice left over. */
export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

export const accounts = {
  admin: { email: 'admin@example.com', password: 'Admin#2026', name: 'Alice Admin' },
  agent: { email: 'agent@example.com', password: 'Agent#2026', name: 'Adam Agent' },
  viewer: { email: 'viewer@example.com', password: 'Viewer#2026', name: 'Victor Viewer' },
} as const;

/** Signs in through the sign-in page, as a user does, and waits for the dashboard. */
export async function signIn(page: Page, who: keyof typeof accounts): Promise<void> {
  const account = accounts[who];
  await page.goto('/authentication');
  await page.getByLabel(/email/i).fill(`  ${account.email.toUpperCase()} `);
  await page.getByLabel(/password/i).fill(account.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/dashboard/);
}

/** Saves a screenshot under .tmp/screenshots for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('.tmp/screenshots', { recursive: true });
  await page.screenshot({ path: `.tmp/screenshots/${name}.png`, fullPage: true });
}

/** One Chromium for the test file, launched before its tests and closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}
