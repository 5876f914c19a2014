import type { Theme } from '@mui/material/styles';

/**
 * The brand gradient behind white text (sign-in card, dashboard welcome), from the theme's
 * primary to its secondary colour: the tenant's, in their readable shades (brandColours).
 * An `sx` value: `background: brandGradient`.
 */
export const brandGradient = (theme: Theme) =>
  `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.secondary.main} 100%)`;
