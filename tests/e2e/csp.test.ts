/**
 * The CSP collector of browser.ts works: a script injected inline into the SPA is blocked by
 * the Content-Security-Policy and reported, so the check after every browser test means
 * something (the SPA's own screens are checked by that hook in every other browser test).
 */
import { describe, expect, inject, it } from 'vitest';
import { newPage, signIn, takeCspViolations, useBrowser } from './browser.js';

const browser = useBrowser();
const baseURL = inject('baseURL');

describe('Content-Security-Policy in the browser', () => {
  it('blocks and reports an injected inline script', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      await page.goto('/authentication');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.head.appendChild(script);
      });
      // Reported twice: Chromium's console message and the securitypolicyviolation event.
      const seen: string[] = [];
      const both = () => {
        seen.push(...takeCspViolations());
        return (
          seen.some((v) => v.includes('[csp-violation] script-src')) &&
          seen.some((v) => /Content Security Policy/.test(v))
        );
      };
      await expect.poll(both, { timeout: 5000 }).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('forbids eval, yet a form validates as the user types, in en and fr', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      const modules: number[] = [];
      page.on('response', (r) => {
        if (/^\/api\/schemas\/validators\/[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)) modules.push(r.status());
      });
      await signIn(page, 'admin');
      await page.goto('/finance/payment-account');
      await page.getByRole('button', { name: /^add$/i }).click();
      const dialog = page.getByRole('dialog', { name: /payment account/i });
      await dialog.getByLabel(/^title/i).fill('ab');
      await dialog.getByText('Title must be at least 3 characters long.').waitFor();
      await dialog.getByRole('button', { name: /^save$/i }).click();
      await dialog.getByText('Payment category is required.').waitFor();
      await dialog.getByLabel(/^title/i).fill('abc');
      await dialog.getByText('Title must be at least 3 characters long.').waitFor({ state: 'hidden' });
      await dialog.getByRole('button', { name: /^cancel$/i }).click();

      await page.getByRole('button', { name: /language|langue/i }).click();
      await page.getByRole('menuitem', { name: /français/i }).click();
      await page.getByRole('button', { name: /^ajouter$/i }).click();
      const french = page.getByRole('dialog', { name: /compte de paiement/i });
      await french.getByLabel(/^titre/i).fill('ab');
      await french.getByText('Le champ « Titre » doit contenir au moins 3 caractères.').waitFor();
      // The validators came from our origin, once for the page: the forms compiled nothing.
      expect(modules).toEqual([200]);
      expect(takeCspViolations()).toEqual([]);

      // And the page may not compile code: the policy has no 'unsafe-eval'. (A string timer runs
      // as page code; code evaluated by the test itself would pass as DevTools code.)
      await page.evaluate(() => {
        (setTimeout as unknown as (code: string, ms: number) => void)('window.__evaluated = true', 0);
      });
      // Reported twice, as above: the violation event and Chromium's console message.
      const seen: string[] = [];
      const both = () => {
        seen.push(...takeCspViolations());
        return (
          seen.some((v) => v.includes('[csp-violation] script-src')) &&
          seen.some((v) => /Content Security Policy.*eval/is.test(v))
        );
      };
      await expect.poll(both, { timeout: 5000 }).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __evaluated?: boolean }).__evaluated)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
