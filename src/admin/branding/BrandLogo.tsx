import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { logoFor } from './branding';
import { useBranding } from './branding-store';

/** Spec §9: a logo is at most 60 px high. */
export const LOGO_MAX_HEIGHT = 60;

/**
 * The tenant's logo for the current palette (the dark logo in dark mode), named by the company
 * title; nothing when the tenant has no logo (the caller shows the title instead).
 */
export function BrandLogo({
  height = 40,
  fallback,
  decorative,
  onColour,
}: {
  height?: number;
  fallback?: ReactNode;
  /** The company title is written beside it: the image says nothing more (empty alt). */
  decorative?: boolean;
  /**
   * Shown on a coloured bar: the light logo (made for light backgrounds, dark lettering) sits
   * on a white plate so it reads whatever colour the tenant picked; the dark logo needs none.
   */
  onColour?: boolean;
}) {
  const branding = useBranding();
  const mode = useTheme().palette.mode;
  const src = logoFor(branding, mode);
  if (!src) return <>{fallback}</>;
  return (
    <Box
      component="img"
      src={src}
      alt={decorative ? '' : (branding.companyTitle ?? '')}
      sx={{
        display: 'block',
        height: Math.min(height, LOGO_MAX_HEIGHT),
        maxHeight: LOGO_MAX_HEIGHT,
        // Never wider than its place: on a phone the bar's buttons keep their room and the logo scales down.
        width: 'auto',
        maxWidth: 'min(240px, 100%)',
        objectFit: 'contain',
        ...(onColour && mode === 'light'
          ? { bgcolor: '#fff', borderRadius: 1, px: { xs: 0.5, sm: 1 }, py: 0.5, boxSizing: 'border-box' }
          : {}),
      }}
    />
  );
}
