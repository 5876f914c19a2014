/**
 * The colour fields' one form: `#rrggbb` (case-insensitive), what a colour picker sends. The
 * readable shades the theme derives from it are the theme's (src/admin/theme/readable-colour.ts).
 */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export const isHexColour = (value: unknown): value is string => typeof value === 'string' && HEX_COLOUR.test(value);
