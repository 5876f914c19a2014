import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH); `npx playwright install` cannot work on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch(): Promise<Browser> {
  if (!existsSync(chromiumPath))
    throw new Error(`Chromium not found at ${chromiumPath}; install Debian's chromium or set CHROMIUM_PATH`);
  return chromium.launch({ executablePath: chromiumPath, args: flags });
}

/**
 * Content-Security-Policy violations seen by any page of the running test: Chromium's console
 * messages about the policy, and `securitypolicyviolation` events (reported by an init script,
 * which the policy does not restrict). Checked after every test, so every screen the suite
 * walks is checked; a test that provokes one on purpose takes it with takeCspViolations().
 */
const cspViolations: string[] = [];
const CSP_EVENT = '[csp-violation]';

function collectCspViolations(page: Page): void {
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_EVENT) || /Content Security Policy/i.test(text))
      cspViolations.push(`${page.url()}: ${text}`);
  });
}

async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript((marker: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        console.error(
          `${marker} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      },
      true,
    );
  }, CSP_EVENT);
  context.on('page', collectCspViolations);
}

/** The violations collected so far, forgotten (for a test that provokes them on purpose). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

// Registered by every browser test file that imports this module (each file has its own copy).
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations in the browser').toEqual([]);
});

/** A fresh browser profile per test: no token, no language choice left over. */
export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 860 } });
  await watchCsp(context);
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
