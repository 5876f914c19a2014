/**
 * The tenant's branding as the SPA uses it: what the public `GET
 * /api/providersettings/saastenancysettings/branding` answers (company title, logo and icon
 * paths, colours), read defensively: a colour that is not `#rrggbb` or a path that is not on
 * this origin is replaced by its default, so a bad answer cannot break the screens.
 */
import { isHexColour } from '@domain/colour';

export interface Branding {
  /** The company's name; null when not set (the product's own title is shown). */
  companyTitle: string | null;
  /** Logo for light backgrounds (`/api/files/{id}`), or null. */
  lightLogo: string | null;
  /** Logo for dark backgrounds, or null. */
  darkLogo: string | null;
  /** The favicon, or null. */
  icon: string | null;
  /** Always a `#rrggbb`. */
  primaryColor: string;
  secondaryColor: string;
}

/** The public branding route under /api (pinned with the settings server). */
export const BRANDING_PATH = '/providersettings/saastenancysettings/branding';

/** Spec §9 defaults. */
export const DEFAULT_BRANDING: Branding = {
  companyTitle: null,
  lightLogo: null,
  darkLogo: null,
  icon: null,
  primaryColor: '#605dff',
  secondaryColor: '#3584fc',
};

/** A same-origin path (`/api/files/7`, `/favicon2.ico`), never `//host` or `javascript:`. */
const localPath = (value: unknown): string | null =>
  typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : null;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The branding of an answer (or of a saved settings row: the same field names). */
export function toBranding(body: unknown): Branding {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return {
    companyTitle: text(b.companyTitle),
    lightLogo: localPath(b.lightLogo),
    darkLogo: localPath(b.darkLogo),
    icon: localPath(b.icon),
    primaryColor: isHexColour(b.primaryColor) ? b.primaryColor : DEFAULT_BRANDING.primaryColor,
    secondaryColor: isHexColour(b.secondaryColor) ? b.secondaryColor : DEFAULT_BRANDING.secondaryColor,
  };
}

/** The logo for a palette mode: the dark logo in dark mode (else the light one), and vice versa. */
export function logoFor(branding: Branding, mode: 'light' | 'dark'): string | null {
  return mode === 'dark' ? (branding.darkLogo ?? branding.lightLogo) : (branding.lightLogo ?? branding.darkLogo);
}

export const sameBranding = (a: Branding, b: Branding) =>
  (Object.keys(a) as (keyof Branding)[]).every((key) => a[key] === b[key]);
