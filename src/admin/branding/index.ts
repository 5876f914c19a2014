/**
 * The tenant's branding in the SPA: `useBranding()` (colours always set, logos may be null),
 * `setBranding(b)` after a save, `loadBranding()` at start, `BrandLogo`, `BrandedTheme` (the theme in the tenant's colours).
 */
export { DEFAULT_BRANDING, BRANDING_PATH, logoFor, toBranding, type Branding } from './branding';
export { getBranding, loadBranding, resetBranding, setBranding, useBranding } from './branding-store';
export { BrandLogo, LOGO_MAX_HEIGHT } from './BrandLogo';
export { BrandedTheme } from './BrandedTheme';
