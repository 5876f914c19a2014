/**
 * A reference screen with every widget kind, as the administrator uses it: hotels with a
 * dependent city dropdown, the single-image uploader (content checked), the gallery and
 * rich text; add, search, edit, delete.
 */
import { describe, expect, inject, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

/** A real 2x2 PNG built from its chunks, so the server's content check sees an image. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('hotels', () => {
  it('adds a hotel with a dependent city and an image, manages its gallery, then deletes it', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/accommodation/hotel');
    await page.getByRole('heading', { name: 'Hotels' }).waitFor();
    const title = `E2E Hotel ${Date.now()}`;

    await page.getByRole('button', { name: /^add$/i }).click();
    let dialog = page.getByRole('dialog', { name: /hotel/i });
    await dialog.getByLabel(/^title/i).fill(title);
    await dialog.getByText('Choose Country first').waitFor();
    await dialog.getByRole('combobox', { name: /country/i }).click();
    await page.getByRole('option', { name: 'France' }).click();
    await dialog.getByRole('combobox', { name: /city/i }).click();
    const cities = await page.getByRole('option').allInnerTexts();
    expect(cities.filter((c) => !c.startsWith('--'))).toEqual(expect.arrayContaining(['Paris', 'Lyon', 'Nice']));
    expect(cities).not.toContain('Rome');
    await page.getByRole('option', { name: 'Paris' }).click();

    const fileInput = dialog.locator('input[type=file]').first();
    await fileInput.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await dialog.getByText('Only image files are supported!').waitFor();
    await fileInput.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png() });
    await dialog.getByText('Image uploaded successfully!').waitFor();
    await dialog.getByText(/front\.png/).waitFor();
    await screenshot(page, 'hotel-form-image');
    await dialog.getByRole('button', { name: /^save$/i }).click();
    await page.getByText('Hotel added successfully!').waitFor();

    const search = page.getByRole('textbox', { name: /search/i });
    await search.fill(title);
    await search.press('Enter');
    const row = page.locator('tbody tr', { hasText: title });
    await row.waitFor();

    await row.getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: /hotel/i });
    expect(await dialog.getByLabel(/^title/i).inputValue()).toBe(title);
    await dialog.getByText('No images yet.').waitFor();
    await dialog
      .locator('input[type=file]')
      .last()
      .setInputFiles({ name: 'pool.png', mimeType: 'image/png', buffer: png() });
    await dialog.getByText('pool.png').waitFor();
    await screenshot(page, 'hotel-gallery');
    await dialog.getByRole('button', { name: 'Delete image pool.png' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this image?' });
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await dialog.getByText('No images yet.').waitFor();
    await dialog.getByRole('button', { name: /^cancel$/i }).click();

    await row.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: /^Delete the hotel '/ })
      .getByRole('button', { name: 'Yes, delete it!' })
      .click();
    await page.getByText('Hotel deleted successfully!').waitFor();
    await page.getByText('No data available').waitFor();
    await context.close();
  });

  it('opens the hotels from the area path and a hotel at hotel/{id}', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto('/accommodation');
    await page.waitForURL(/\/accommodation\/hotel$/);
    const first = page.locator('tbody tr').first();
    const name = (await first.locator('td').nth(1).innerText()).trim();
    await first.getByRole('button', { name: 'View' }).click();
    await page.waitForURL(/\/accommodation\/hotel\/\d+$/);
    await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Gallery' }).waitFor();
    await page.getByRole('link', { name: 'Back to Hotels' }).waitFor();
    await screenshot(page, 'hotel-detail');
    await context.close();
  });
});
