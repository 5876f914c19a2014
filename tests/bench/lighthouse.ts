/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the SPA, run in
 * Debian's Chromium. Playwright launches the browser with a DevTools port and Lighthouse
 * connects to it; a signed-in run stores the token first, as the SPA's sign-in does (localStorage
 * and the `access-token` cookie mirror; on a JSON answer of our origin, so
 * the SPA's files are not cached by it) and keeps storage, with the HTTP cache emptied, so the
 * page is a first visit of a signed-in user.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { tokenCookiePieces } from '@domain/token-cookie.js';
import { freePort } from '../support/product.js';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** First contentful paint, largest contentful paint, total blocking time (ms), cumulative layout shift. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the two categories that failed (score < 0.9), for a report. */
  failing: string[];
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

async function withBrowser<T>(use: (context: BrowserContext, port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(join('.tmp', 'lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...flags, `--remote-debugging-port=${port}`],
  });
  try {
    return await use(context, port);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** One Lighthouse run of `path`; with `token`, as that signed-in user. */
export async function runLighthouse(baseURL: string, path: string, token?: string): Promise<LighthouseFigures> {
  return withBrowser(async (context, port) => {
    const page = context.pages()[0] ?? (await context.newPage());
    if (token) {
      await page.goto(`${baseURL}/api/health`);
      // As the SPA's sign-in stores it: localStorage, and the cookie mirror the server's first paint reads.
      await page.evaluate(
        ({ t, pieces }) => {
          localStorage.setItem('access-token', t);
          for (const [name, value] of pieces) document.cookie = `${name}=${value}; path=/; SameSite=Strict`;
        },
        { t: token, pieces: tokenCookiePieces(encodeURIComponent(token)) },
      );
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(`${baseURL}${path}`, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      // Not scored: read below, so that a page whose script failed (a shell that never rendered
      // scores better, having no work to block on) is an error rather than a figure.
      onlyAudits: ['errors-in-console'],
      // Signed in: keep localStorage (the cache was emptied above).
      disableStorageReset: !!token,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    // A signed-in page that ended on the sign-in page measured the wrong thing.
    if (new URL(finalDisplayedUrl).pathname !== path)
      throw new Error(`Lighthouse on ${path} ended on ${finalDisplayedUrl}`);
    const errors = (audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items;
    if (errors === undefined) throw new Error(`Lighthouse on ${path}: the console's errors were not collected`);
    if (errors.length)
      throw new Error(`Lighthouse on ${path}: the page logged errors: ${errors.map((e) => e.description).join('; ')}`);
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    const numeric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    const failing = ['performance', 'accessibility'].flatMap((name) =>
      categories[name].auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map(
          (ref) =>
            `${name}: ${audits[ref.id].title}${audits[ref.id].displayValue ? ` (${audits[ref.id].displayValue})` : ''}`,
        ),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
      failing,
    };
  });
}

/** The run with the median performance score of `runs` runs. */
export async function medianLighthouse(
  baseURL: string,
  path: string,
  runs: number,
  token?: string,
): Promise<LighthouseFigures & { scores: number[] }> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(baseURL, path, token));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: results.map((r) => r.performance) };
}
