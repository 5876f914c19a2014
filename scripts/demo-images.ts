/**
 * Draws the demo tenant's images in Chromium and writes them where the product reads them:
 * `src/server/seed/demo-images.ts` (the light and dark logos and the icon as base64, stored
 * through the file store when the seed runs) and `public/favicon2.ico` (the default icon of
 * spec §9). Run once after changing a drawing: `npx tsx scripts/demo-images.ts`.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const logo = (ink: string, accent: string) => `
  <div id="art" style="display:inline-flex;align-items:center;gap:10px;padding:6px 10px;font-family:'DejaVu Sans',sans-serif">
    <svg width="44" height="44" viewBox="0 0 44 44"><circle cx="22" cy="22" r="21" fill="${accent}"/>
      <path d="M6 27 Q14 20 22 27 T38 27 V36 H6Z" fill="#ffffff" opacity=".9"/><circle cx="29" cy="15" r="5" fill="#ffd166"/></svg>
    <span style="font-size:26px;font-weight:700;color:${ink};letter-spacing:.5px">Azur <span style="color:${accent}">Voyages</span></span>
  </div>`;
const icon = (size: number) => `
  <svg id="art" width="${size}" height="${size}" viewBox="0 0 44 44" style="display:block"><circle cx="22" cy="22" r="22" fill="#1769aa"/>
    <path d="M4 27 Q14 19 22 27 T40 27 V40 H4Z" fill="#ffffff"/><circle cx="29" cy="14" r="6" fill="#ffd166"/></svg>`;

/** An ICO file holding one PNG image (Vista+ format, read by every browser and by image-size). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header[6] = size;
  header[7] = size; // width, height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
async function draw(html: string): Promise<Buffer> {
  await page.setContent(`<body style="margin:0;background:transparent">${html}</body>`);
  return page.locator('#art').screenshot({ omitBackground: true });
}
const light = await draw(logo('#1d2433', '#1769aa'));
const dark = await draw(logo('#f4f6fb', '#5fb3ff'));
const icon32 = await draw(icon(32));
await browser.close();

writeFileSync('public/favicon2.ico', icoOf(icon32, 32));
const b64 = (b: Buffer) => b.toString('base64');
writeFileSync(
  'src/server/seed/demo-images.ts',
  `/**
 * The demo tenant's images (Azur Voyages), drawn by scripts/demo-images.ts: PNG logos for light
 * and dark backgrounds and a 32×32 ICO icon. The seed stores them through the file store.
 */
export const DEMO_IMAGES = {
  lightLogo: { fileName: 'azur-voyages-light.png', base64: '${b64(light)}' },
  darkLogo: { fileName: 'azur-voyages-dark.png', base64: '${b64(dark)}' },
  icon: { fileName: 'azur-voyages.ico', base64: '${b64(icoOf(icon32, 32))}' },
} as const;
`,
);
console.log(`light ${light.length} B, dark ${dark.length} B, icon ${icon32.length + 22} B`);
