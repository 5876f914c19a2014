/**
 * The authentication pages in Chromium against the running product, with real mail: a mail
 * server (smtp-server on 127.0.0.1) started here receives what the product sends, once the
 * tenant's SMTP settings point at it; the links in the mails are followed in the browser. Without
 * SMTP settings, the mail waits in the Outbox, where the administrator reads and resends it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkIn, startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { configureSmtp, productCall, type JsonCall } from '../support/tenant-smtp.js';
import { accounts, newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();
/** Where a mailed link leads, on the product under test (the mail's host is PUBLIC_URL's). */
const onProduct = (link: URL) => `${link.pathname}${link.search}`;

describe('authentication pages with real mail', () => {
  let smtp: SmtpSink;
  let admin: JsonCall;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    admin = await productCall(baseURL);
    await configureSmtp(admin, { host: '127.0.0.1', port: smtp.port });
  });
  afterAll(async () => {
    if (admin) await configureSmtp(admin, null);
    await smtp?.close();
  });

  it('forgot password → mail → reset → sign in with the new password', async () => {
    const email = 'forgetful@example.com';
    const roles = await admin('GET', '/api/authorization/user/rolesbytypeid?typeId=1');
    const added = await admin('POST', '/api/authorization/user/add', {
      firstName: 'Fay',
      lastName: 'Forgetful',
      email,
      password: 'Forgot#2026',
      roleIds: [(roles.body as { id: number }[])[0].id],
    });
    expect(added.status).toBe(200);

    const { context, page } = await newPage(browser(), baseURL);
    await page.goto('/authentication');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/authentication\/forgot-password$/);
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('status').filter({ hasText: 'we have sent it a link' }).waitFor();
    await screenshot(page, 'account-forgot-sent');

    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Azur Voyages: reset your password');
    await page.goto(onProduct(linkIn(mail, 'http://localhost:')));
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel(/^New Password/).fill('Remembered#2026');
    await page.getByLabel(/^Confirm Password/).fill('Remembered#2027');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.getByLabel(/^Confirm Password/).fill('Remembered#2026');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
    await screenshot(page, 'account-reset-done');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/authentication$/);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('Remembered#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByText('Fay Forgetful').first().waitFor();
    await context.close();
  });

  it('sign-up → confirmation mail → confirm → sign in (refused before)', async () => {
    const email = 'newcomer@example.com';
    const { context, page } = await newPage(browser(), baseURL);
    await page.goto('/authentication');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/authentication\/sign-up$/);
    await page.getByLabel(/^First Name/).fill('Nora');
    await page.getByLabel(/^Last Name/).fill('Newcomer');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('short');
    await page.getByLabel(/^Confirm Password/).fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Password must be at least 8 characters long.').waitFor(); // the server's message
    await page.getByLabel(/^Password/).fill('Newcomer#2026');
    await page.getByLabel(/^Confirm Password/).fill('Newcomer#2026');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('status').filter({ hasText: 'We have sent you an e-mail' }).waitFor();
    await screenshot(page, 'account-signed-up');

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('Newcomer#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please confirm your e-mail address first.' }).waitFor();

    const mail = await smtp.nextMailTo(email);
    await page.goto(onProduct(linkIn(mail, 'http://localhost:')));
    await page.getByRole('status').filter({ hasText: 'Your e-mail address is confirmed.' }).waitFor();
    await screenshot(page, 'account-confirmed');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('Newcomer#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByText('Nora Newcomer').first().waitFor();
    await context.close();
  });
});

describe('the Outbox on a fresh install (no SMTP server)', () => {
  let smtp: SmtpSink | undefined;
  afterAll(async () => {
    await configureSmtp(await productCall(baseURL), null);
    await smtp?.close();
  });

  it('forgot password says the same; the administrator reads the mail in the Outbox and resends it', async () => {
    const admin = await productCall(baseURL);
    await configureSmtp(admin, null);
    const email = accounts.viewer.email;
    const { context, page } = await newPage(browser(), baseURL);
    await page.goto('/authentication/forgot-password');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('status').filter({ hasText: 'we have sent it a link' }).waitFor();

    await signIn(page, 'admin');
    await page.goto('/outbox');
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: email }).first();
    await row.getByText('Not sent').waitFor();
    await row.getByText(/SMTP is not configured/).waitFor();
    await screenshot(page, 'outbox-list');

    await row.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Text').filter({ hasText: '/authentication/reset-password?token=' }).waitFor();
    await dialog.getByRole('tab', { name: 'HTML' }).click();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe(''); // no script, no form, no same-origin
    await page.frameLocator('iframe').getByRole('link', { name: 'Choose a new password' }).waitFor();
    await screenshot(page, 'outbox-mail');

    smtp = await startSmtpSink();
    await configureSmtp(admin, { host: '127.0.0.1', port: smtp.port });
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await page.getByText(`The mail to ${email} was sent.`).waitFor();
    await dialog.getByText('Sent', { exact: true }).waitFor(); // the chip
    expect(await dialog.getByRole('alert').count()).toBe(0); // no reason any more
    expect((await smtp.nextMailTo(email)).subject).toBe('Azur Voyages: reset your password');
    await context.close();
  });
});

describe('lock screen', () => {
  it('locks from the account menu: the session ends, only the password is asked, unlocking goes back', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'viewer');
    await page.goto('/finance/payment-account?pageIndex=1');
    await page
      .getByRole('heading', { name: /Payment Accounts/ })
      .first()
      .waitFor();
    const token = await page.evaluate(() => localStorage.getItem('access-token'));
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Lock screen' }).click();
    await page.waitForURL(/\/authentication\/lock-screen$/);
    await page.getByTestId('locked-user').filter({ hasText: accounts.viewer.name }).waitFor();
    await screenshot(page, 'account-lock-screen');

    // nothing usable behind the lock: no token here, and the old one is refused by the server
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    expect((await fetch(`${baseURL}/api/schemas`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect(await page.getByLabel(/^Email/).count()).toBe(0);

    await page.getByLabel(/^Password/).fill('not-it');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    await page.getByLabel(/^Password/).fill(accounts.viewer.password);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.waitForURL(/\/finance\/payment-account\?pageIndex=1$/);
    await page.getByText(accounts.viewer.name).first().waitFor();
    await context.close();
  });

  it('locks after 15 minutes without activity', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.getByRole('button', { name: /Account menu/ }).waitFor(); // the shell is up (it notes an activity when it starts)
    // 16 minutes since the last activity (what every tab reads), then nothing happens on the page.
    await page.evaluate(() => localStorage.setItem('last-activity', String(Date.now() - 16 * 60 * 1000)));
    await page.waitForURL(/\/authentication\/lock-screen$/, { timeout: 15_000 });
    await page.getByTestId('locked-user').filter({ hasText: accounts.admin.name }).waitFor();
    await page.getByLabel(/^Password/).fill(accounts.admin.password);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.waitForURL(/\/dashboard/);
    await context.close();
  });
});

describe('coming soon', () => {
  it('shows the coming-soon page to a signed-in user', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'viewer');
    await page.goto('/coming-soon');
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.waitForURL(/\/dashboard/);
    await context.close();
  });
});
