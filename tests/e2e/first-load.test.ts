/**
 * The first visit of the sign-in page stays small: what Chromium receives for it (HTML,
 * scripts, styles, fonts, images, texts; headers included, as DevTools counts them) is under
 * 350 KiB, every file of ours worth compressing arrives brotli-compressed, and the admin shell (react-admin) is
 * not among them: it starts loading when the form is submitted.
 */
import { describe, expect, inject, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from '../../src/server/http/compression.js';
import { describeTransfer, measureTransfer } from '../support/first-load.js';
import { newPage, useBrowser } from './browser.js';

const browser = useBrowser();
const baseURL = inject('baseURL');
const BUDGET_BYTES = 350 * 1024;

describe('first load', () => {
  it('downloads the sign-in page in under 350 KiB, brotli-compressed, without the admin shell', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    try {
      const transfer = await measureTransfer(page, async () => {
        await page.goto('/authentication');
        await page.getByRole('button', { name: /sign in/i }).waitFor();
      });
      console.log(`sign-in page: ${describeTransfer(transfer)}`);
      expect(transfer.totalBytes, describeTransfer(transfer)).toBeLessThan(BUDGET_BYTES);
      const ours = transfer.responses.filter((r) => r.status === 200 && r.url.startsWith(baseURL));
      expect(ours.filter((r) => r.type === 'Script').length).toBeGreaterThan(0);
      // The tenant's logo (an image, compressed already) and the branding answer (under the
      // server's 1 KiB threshold, headers aside) come as they are; everything else is brotli.
      const worthCompressing = ours.filter((r) => r.type !== 'Image' && r.bytes > 2 * COMPRESSION_THRESHOLD);
      expect(worthCompressing.filter((r) => r.encoding !== 'br').map((r) => r.url)).toEqual([]);
      expect(ours.filter((r) => /\/assets\/AdminShell-/.test(r.url)).map((r) => r.url)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
