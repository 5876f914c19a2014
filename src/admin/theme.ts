import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The spec's palette (primary #605dff, secondary #3584fc) on a light, rounded look. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#605dff' },
    secondary: { main: '#3584fc' },
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
