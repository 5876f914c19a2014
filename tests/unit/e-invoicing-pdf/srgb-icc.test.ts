/**
 * The sRGB output-intent profile built in code (src/server/e-invoicing/pdfa3/srgb-icc.ts) read as
 * an ICC reader reads it: a v2 display RGB→XYZ profile whose tag table points inside the file,
 * whose colorants add up to the D50 white of the connection space and whose tone curve is sRGB's.
 * (Checked once by hand against Little CMS: `transicc -i srgb.icc -o '*sRGB'` maps 255 0 0 to
 * 255 0 0 and 128 128 128 to 128 128 128, within 0.06.)
 */
import { describe, expect, it } from 'vitest';
import { srgbIccProfile, srgbToLinear } from '@server/e-invoicing/pdfa3/srgb-icc.js';

const icc = srgbIccProfile();
const view = new DataView(icc.buffer, icc.byteOffset, icc.byteLength);
const ascii = (at: number, n = 4) => String.fromCharCode(...icc.subarray(at, at + n));
const fixed = (at: number) => view.getInt32(at) / 65536;

function tags(): Map<string, { offset: number; size: number }> {
  const found = new Map<string, { offset: number; size: number }>();
  for (let i = 0; i < view.getUint32(128); i++) {
    const at = 132 + 12 * i;
    found.set(ascii(at), { offset: view.getUint32(at + 4), size: view.getUint32(at + 8) });
  }
  return found;
}
const xyzOf = (tag: string) => {
  const { offset } = tags().get(tag)!;
  expect(ascii(offset)).toBe('XYZ ');
  return [0, 1, 2].map((i) => fixed(offset + 8 + 4 * i));
};

describe('the sRGB ICC profile', () => {
  it('has a v2 display RGB → XYZ header that states its own size', () => {
    expect(view.getUint32(0)).toBe(icc.length);
    expect(view.getUint32(8)).toBe(0x02100000);
    expect([ascii(12), ascii(16), ascii(20), ascii(36)]).toEqual(['mntr', 'RGB ', 'XYZ ', 'acsp']);
    expect([68, 72, 76].map(fixed)).toEqual([0.9642, 1, 0.8249].map((v) => expect.closeTo(v, 4)));
  });

  it('holds every tag a matrix/TRC profile needs, each inside the file', () => {
    const table = tags();
    expect([...table.keys()].sort()).toEqual(
      ['bTRC', 'bXYZ', 'cprt', 'desc', 'gTRC', 'gXYZ', 'rTRC', 'rXYZ', 'wtpt'].sort(),
    );
    for (const { offset, size } of table.values()) expect(offset + size).toBeLessThanOrEqual(icc.length);
    const desc = table.get('desc')!;
    expect(ascii(desc.offset + 12, 17)).toBe('sRGB IEC61966-2.1');
  });

  it('has colorants that add up to D50 and a D65 media white', () => {
    const [r, g, b] = ['rXYZ', 'gXYZ', 'bXYZ'].map(xyzOf);
    [0.9642, 1.0, 0.8249].forEach((white, i) => expect(r[i] + g[i] + b[i]).toBeCloseTo(white, 3));
    expect(xyzOf('wtpt')).toEqual([0.95045, 1, 1.08905].map((v) => expect.closeTo(v, 4)));
  });

  it('has sRGB’s tone curve, shared by the three channels', () => {
    const table = tags();
    const { offset } = table.get('rTRC')!;
    expect(table.get('gTRC')).toEqual(table.get('rTRC'));
    expect(ascii(offset)).toBe('curv');
    const points = view.getUint32(offset + 8);
    const at = (x: number) => view.getUint16(offset + 12 + 2 * Math.round(x * (points - 1))) / 65535;
    expect(at(0)).toBe(0);
    expect(at(1)).toBe(1);
    expect(at(0.5)).toBeCloseTo(0.214, 3); // mid-grey 128/255 is ~21 % of the light
    expect(at(0.02)).toBeCloseTo(srgbToLinear(0.02), 4); // the linear segment
  });

  it('is the same bytes every time', () => {
    expect(srgbIccProfile()).toBe(icc);
  });
});
