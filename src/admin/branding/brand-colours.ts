import { readableShade } from '../../domain/colour';
import type { Branding } from './branding';

/**
 * The shades the theme uses for the tenant's colours: the picked ones, darkened only as far as
 * WCAG AA needs (primary also shows as a focused label on a filled field, #f0f0f0; secondary
 * carries white text). The spec's defaults stay as they are (#605dff) or nearly (#3584fc → #2e72d9).
 */
export function brandColours(branding: Pick<Branding, 'primaryColor' | 'secondaryColor'>): { primary: string; secondary: string } {
  return {
    primary: readableShade(branding.primaryColor, '#f0f0f0'),
    secondary: readableShade(branding.secondaryColor),
  };
}
