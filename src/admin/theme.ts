import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The spec's palette (primary #605dff, secondary #3584fc), each a shade darker so that text in
 * it, or white text on it, meets WCAG AA contrast (4.5:1): primary #524fe8 is 5.1:1 on a filled
 * field (#f0f0f0) where a focused label shows it, secondary #256bd6 5.1:1 under white text.
 */
export const PRIMARY = '#524fe8';
export const SECONDARY = '#256bd6';

/** The brand gradient behind white text (sign-in card, dashboard welcome): 5.1:1 at its lighter end. */
export const BRAND_GRADIENT = 'linear-gradient(135deg, #4f4bdb 0%, #256bd6 100%)';

/** A light, rounded look. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: PRIMARY },
    secondary: { main: SECONDARY },
    background: { default: '#f5f6fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
  },
  sidebar: { width: 250, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { borderRadius: 14, border: '1px solid #e8e9f3', boxShadow: '0 2px 10px rgba(32, 33, 80, 0.04)' } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    MuiButton: { styleOverrides: { root: { textTransform: 'none', borderRadius: 8, fontWeight: 600 } } },
    MuiAppBar: { styleOverrides: { root: { boxShadow: 'none' } } },
  },
};

/** The theme in the tenant's colours (readable shades: `brandColours` of src/admin/branding). */
export function themeWithColours(primary: string, secondary: string): RaThemeOptions {
  return { ...theme, palette: { ...theme.palette, primary: { main: primary }, secondary: { main: secondary } } };
}
