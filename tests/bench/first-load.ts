/**
 * The `first-load` scenario of `npm run bench`: what Chromium downloads for the sign-in page
 * and for the first list page of a signed-in user (cold cache, `Accept-Encoding: br, gzip` as
 * a browser sends it), and Lighthouse (mobile) on both pages, median of LIGHTHOUSE_RUNS (3).
 */
import { chromium } from 'playwright-core';
import { describeTransfer, kib, measureTransfer, storeSessionToken, type PageTransfer } from '../support/first-load.js';
import { medianLighthouse } from './lighthouse.js';

const SIGN_IN = '/authentication';
const FIRST_LIST = '/finance/payment-account';
const admin = { email: 'admin@example.com', password: 'Admin#2026' };

async function transfers(baseURL: string): Promise<{ signIn: PageTransfer; list: PageTransfer }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const anonymous = await browser.newContext({ baseURL });
    const page = await anonymous.newPage();
    const signIn = await measureTransfer(page, async () => {
      await page.goto(SIGN_IN);
      await page.getByRole('button', { name: /sign in/i }).waitFor();
    });
    await anonymous.close();

    const signedIn = await browser.newContext({ baseURL });
    await storeSessionToken(signedIn, baseURL, admin);
    const listPage = await signedIn.newPage();
    const list = await measureTransfer(listPage, async () => {
      await listPage.goto(FIRST_LIST);
      await listPage.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    });
    await signedIn.close();
    return { signIn, list };
  } finally {
    await browser.close();
  }
}

export async function benchFirstLoad(baseURL: string, token: string): Promise<Record<string, string>> {
  const figures: Record<string, string> = {};
  const { signIn, list } = await transfers(baseURL);
  console.log(`\nSign-in page (${SIGN_IN}), cold cache: ${describeTransfer(signIn)}`);
  console.log(`\nFirst list page (${FIRST_LIST}), signed in, cold cache: ${describeTransfer(list)}`);
  figures['sign-in page, transferred (cold cache)'] =
    `${kib(signIn.totalBytes)} KiB in ${signIn.responses.length} responses`;
  figures['first list page, transferred (cold cache, signed in)'] =
    `${kib(list.totalBytes)} KiB in ${list.responses.length} responses`;

  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  for (const [label, path, session] of [
    ['sign-in page', SIGN_IN, undefined],
    ['first list page', FIRST_LIST, token],
  ] as const) {
    const lh = await medianLighthouse(baseURL, path, runs, session);
    figures[`Lighthouse mobile, ${label}: performance / accessibility`] =
      `${lh.performance} / ${lh.accessibility} (median of ${runs}: ${lh.scores.join(', ')}; FCP ${lh.fcpMs} ms, LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, CLS ${lh.cls})`;
    if (lh.failing.length) console.log(`\nLighthouse, ${label}, below 0.9:\n  ${lh.failing.join('\n  ')}`);
  }
  return figures;
}
