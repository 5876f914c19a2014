import { describe, expect, inject, it } from 'vitest';
import { joinTokenCookie } from '@domain/token-cookie.js';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

describe('session', () => {
  it('sends a visitor who is not signed in to the sign-in page', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await page.goto('/finance/payment-account');
    await page.waitForURL(/\/authentication/);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await context.close();
  });

  it('refuses a wrong password with a message and stays on the sign-in page', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await page.goto('/authentication');
    await page.getByLabel(/email/i).fill('admin@example.com');
    await page.getByLabel(/password/i).fill('wrong-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByText('Invalid email or password.').waitFor();
    expect(page.url()).toMatch(/\/authentication$/);
    await context.close();
  });

  it('signs in with a trimmed, lowercased email, stores the token and its cookie', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.getByText('Alice Admin').first().waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('access-token'));
    expect(stored?.split('.')).toHaveLength(3);
    // The administrator's token passes the 4096 bytes a browser keeps per cookie: it is mirrored in pieces.
    const cookies = await context.cookies();
    const piece = (name: string) => cookies.find((c) => c.name === name)?.value;
    expect(decodeURIComponent(joinTokenCookie(piece) ?? '')).toBe(stored);
    expect(cookies.find((c) => c.name === 'access-token')?.expires).toBeGreaterThan(Date.now() / 1000);
    await screenshot(page, 'dashboard-admin');
    await context.close();
  });

  it('ends at the logout page with the session message when the server rejects the token', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    // A token with a forged signature: the server answers 401 to the next call.
    await page.evaluate(() => {
      const token = localStorage.getItem('access-token')!;
      const [h, p] = token.split('.');
      localStorage.setItem('access-token', `${h}.${p}.forged-signature`);
    });
    await page.goto('/finance/payment-account');
    await page.waitForURL(/\/authentication\/logout/);
    await page.getByText('Session expired. Redirecting to login.').first().waitFor();
    await page.getByText('Alice Admin').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    expect((await context.cookies()).find((c) => c.name === 'access-token')).toBeUndefined();
    await screenshot(page, 'logout-after-rejected-token');
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/no/such/page');
    await page.waitForURL(/\/not-found/);
    await page.getByText('Page not found').waitFor();
    await context.close();
  });

  it('logs out from the user menu and shows the last user name', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'viewer');
    const token = await page.evaluate(() => localStorage.getItem('access-token'));
    const me = () => page.request.get('/api/permissions', { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status()).toBe(200);
    await page
      .getByRole('button', { name: /Victor Viewer|profile|account/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await page.waitForURL(/\/authentication\/logout/);
    await page.getByText('Victor Viewer').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    // the server ended that session: the old token is refused from now on
    await expect.poll(async () => (await me()).status()).toBe(401);
    await context.close();
  });
});
