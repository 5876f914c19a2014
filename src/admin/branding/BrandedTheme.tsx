import type { ReactNode } from 'react';
import { AppThemeProvider } from '../theme';
import { useBranding } from './branding-store';

/**
 * The theme in the tenant's colours (under the customizer's toggles): a save of the settings
 * (`setBranding`) recolours every open screen without a reload. Used by the admin shell and the
 * light sign-in entry alike.
 */
export function BrandedTheme({ children }: { children: ReactNode }) {
  const { primaryColor, secondaryColor } = useBranding();
  return (
    <AppThemeProvider primaryColor={primaryColor} secondaryColor={secondaryColor}>
      {children}
    </AppThemeProvider>
  );
}
