/**
 * What a browser downloads to show a page the first time (cold cache): every response of the
 * page, counted from Chromium's DevTools network events (`Network.loadingFinished`
 * `encodedDataLength`: the bytes received for it, headers included, compressed as sent).
 * Shared by the first-load browser test and `npm run bench`.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { tokenCookiePieces } from '@domain/token-cookie.js';

export interface Transferred {
  url: string;
  /** DevTools resource type: Document, Script, Stylesheet, Fetch, Font, Image, ... */
  type: string;
  status: number;
  /** The answer's Content-Encoding (br, gzip) or '' when sent as it is. */
  encoding: string;
  /** Bytes on the wire: headers and (compressed) body. */
  bytes: number;
}

export interface PageTransfer {
  totalBytes: number;
  responses: Transferred[];
}

/**
 * Records every response of `page` while `load` runs, then waits until no request has been
 * in flight for `quietMs` (lazy chunks and API calls the page starts by itself are counted).
 */
export async function measureTransfer(page: Page, load: () => Promise<void>, quietMs = 500): Promise<PageTransfer> {
  const cdp = await page.context().newCDPSession(page);
  const started = new Map<string, Omit<Transferred, 'bytes'>>();
  const responses: Transferred[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  cdp.on('Network.requestWillBeSent', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    started.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      encoding: headers['content-encoding'] ?? '',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight -= 1;
    lastChange = Date.now();
    const seen = started.get(requestId);
    if (seen) responses.push({ ...seen, bytes: encodedDataLength });
  });
  cdp.on('Network.loadingFailed', () => {
    inFlight -= 1;
    lastChange = Date.now();
  });
  await cdp.send('Network.enable');
  await load();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) {
    await new Promise((r) => setTimeout(r, 50));
  }
  await cdp.detach();
  return { totalBytes: responses.reduce((sum, r) => sum + r.bytes, 0), responses };
}

/** A signed-in browser profile without passing through the sign-in page: the token (and its cookie mirror) is stored before any page script runs. */
export async function storeSessionToken(
  context: BrowserContext,
  baseURL: string,
  account: { email: string; password: string },
): Promise<string> {
  const res = await context.request.post(`${baseURL}/api/Auth/login`, { data: account });
  if (!res.ok()) throw new Error(`login ${account.email}: ${res.status()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  await context.addInitScript((token: string) => {
    if (!localStorage.getItem('access-token')) localStorage.setItem('access-token', token);
  }, accessToken);
  // The cookie mirror the SPA's sign-in writes beside it (the server's first paint reads it).
  await context.addCookies(
    tokenCookiePieces(encodeURIComponent(accessToken)).map(([name, value]) => ({
      name,
      value,
      url: baseURL,
      sameSite: 'Strict' as const,
    })),
  );
  return accessToken;
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** One line per response, largest first, for a report. */
export function describeTransfer({ totalBytes, responses }: PageTransfer): string {
  const lines = [...responses]
    .sort((a, b) => b.bytes - a.bytes)
    .map(
      (r) =>
        `  ${String(kib(r.bytes)).padStart(7)} KiB  ${(r.encoding || 'identity').padEnd(8)} ${r.type.padEnd(10)} ${new URL(r.url).pathname}`,
    );
  return [`${kib(totalBytes)} KiB in ${responses.length} responses`, ...lines].join('\n');
}
