/**
 * Colour maths for tenant colours (WCAG 2.1 relative luminance and contrast). A tenant picks
 * any `#rrggbb`; the screens put white text on it (app bar, buttons), so the shade actually
 * used is the picked one, darkened only as far as needed for 4.5:1 (WCAG AA).
 */

/** `#rrggbb` (case-insensitive), the only form the colour fields hold. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export const isHexColour = (value: unknown): value is string => typeof value === 'string' && HEX_COLOUR.test(value);

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of `#rrggbb`, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `hex` itself when it reaches `min` (4.5:1 by default) against `background` (white: white
 * text on the colour, or the colour as text on white), else the lightest darker shade of it
 * (mixed towards black in 2 % steps) that does.
 * @example readableShade('#0b6e4f') // '#0b6e4f' (6.3:1 already)
 * @example readableShade('#3584fc') // '#2e72d9' (3.6:1 → 4.5:1 or more)
 */
export function readableShade(hex: string, background = '#ffffff', min = 4.5): string {
  const base = channels(hex);
  for (let step = 0; step <= 50; step += 1) {
    const shade = toHex(base.map((c) => c * (1 - step / 50)) as [number, number, number]);
    if (contrastRatio(shade, background) >= min) return shade;
  }
  return '#000000';
}
