import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** The spec's defaults (§9): primary #605dff, secondary #3584fc. */
export const DEFAULT_PRIMARY_COLOR = '#605dff';
export const DEFAULT_SECONDARY_COLOR = '#3584fc';

/**
 * WCAG AA asks 4.5:1 for text; 5 leaves room for the tints MUI lays under selected rows and
 * focused fields, which the raw ratio does not see.
 */
export const TARGET_CONTRAST = 5;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A tenant colour as `#rgb` / `#rrggbb`, else the fallback (a colour picker sends `#rrggbb`; stored data may be anything). */
export function hexColour(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return HEX.test(trimmed) ? trimmed : fallback;
}

/**
 * The shade of `colour` nearest to it that reads at `TARGET_CONTRAST` on every one of
 * `backgrounds` (and so carries text of the backgrounds' colour on it): darkened step by step
 * for light backgrounds, lightened for dark ones. A tenant's brand colour is kept as it is when
 * it already reads; black or white at worst, which always do.
 */
export function readableShade(colour: string, backgrounds: readonly string[], towards: 'darker' | 'lighter'): string {
  const shift = towards === 'darker' ? darken : lighten;
  for (let step = 0; step <= 50; step += 1) {
    const shade = step === 0 ? colour : shift(colour, step / 50);
    if (backgrounds.every((background) => getContrastRatio(shade, background) >= TARGET_CONTRAST)) return toHex(shade);
  }
  return towards === 'darker' ? '#000000' : '#ffffff';
}

/**
 * A filled surface (a contained button) must still be seen as one on the card it sits on; below
 * this ratio the fill melts into a dark card and the button reads as loose text.
 */
export const FILL_VISIBLE_CONTRAST = 2;

/**
 * The shade of a brand colour that carries white text at `TARGET_CONTRAST`, for filled buttons
 * on a dark page: the brand as the tenant chose it (darkened only as far as white needs), where
 * the lightened shade of dark mode's texts would carry dark text and look washed out. Null when
 * that shade would melt into `surface` (a near-black brand): the caller keeps the light shade.
 */
export function whiteTextShade(colour: string, surface: string): string | null {
  const shade = readableShade(colour, ['#ffffff'], 'darker');
  return getContrastRatio(shade, surface) >= FILL_VISIBLE_CONTRAST ? shade : null;
}

/** `rgb(r, g, b)` (what darken/lighten answer) or `#rrggbb` → `#rrggbb`, for CSS and for tests that read it. */
function toHex(colour: string): string {
  const rgb = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(colour);
  if (!rgb) return colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour.toLowerCase();
  return `#${rgb
    .slice(1, 4)
    .map((n) => Math.round(Number(n)).toString(16).padStart(2, '0'))
    .join('')}`;
}
