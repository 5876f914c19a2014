import { darken, lighten, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';
import { darkFills } from './dark-fills';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, hexColour, readableShade } from './readable-colour';
import type { ThemeToggles } from './theme-toggles';

declare module '@mui/material/styles' {
  interface Palette {
    /** The tenant's colours as a gradient behind white text (sign-in page, dashboard welcome). */
    brandGradient: string;
  }
  interface PaletteOptions {
    brandGradient?: string;
  }
}

export interface ThemeInput {
  /** The tenant's colours (`#rrggbb`); anything else falls back to the spec's defaults. */
  primaryColor?: string | null;
  secondaryColor?: string | null;
  toggles: ThemeToggles;
}

/** Page, card and filled-field backgrounds of each mode: the colours the brand shades must read on. */
const SURFACES = {
  light: { page: '#f5f6fb', paper: '#ffffff', field: '#f0f0f0' },
  dark: { page: '#13141f', paper: '#1c1d2b', field: '#30313e' },
} as const;

/** The dark side menu and app bar: a dark navy in light mode, darker than the cards in dark mode. */
export const CHROME_BACKGROUND = { light: '#1c1d2b', dark: '#0c0d16' } as const;

const CARD_SHADOW = {
  soft: { light: '0 1px 4px rgba(32, 33, 80, 0.08)', dark: 'none' },
  strong: { light: '0 8px 28px rgba(32, 33, 80, 0.16)', dark: '0 8px 28px rgba(0, 0, 0, 0.6)' },
} as const;

/**
 * The MUI / react-admin theme of the tenant's colours under the customizer's toggles: dark is
 * MUI's dark palette with the tenant's colours lightened until they read on it (and darkened in
 * light mode for the same reason); body background tints the page with the primary colour; the
 * card toggles set the cards' border, corners and shadow; RTL sets `direction` (the emotion
 * RTL plugin flips the styles, see direction-cache.ts). The side menu, header and navbar
 * toggles act in the layout (layout-toggles.ts).
 */
export function buildThemeOptions({ primaryColor, secondaryColor, toggles }: ThemeInput): RaThemeOptions {
  const mode = toggles.isDarkTheme ? 'dark' : 'light';
  const surfaces = SURFACES[mode];
  const brandPrimary = hexColour(primaryColor, DEFAULT_PRIMARY_COLOR);
  const brandSecondary = hexColour(secondaryColor, DEFAULT_SECONDARY_COLOR);
  const page = !toggles.isBodyBGTheme
    ? surfaces.page
    : mode === 'dark'
      ? darken(brandPrimary, 0.8)
      : lighten(brandPrimary, 0.88);
  const readable = (colour: string) =>
    readableShade(colour, [surfaces.paper, surfaces.field, page], mode === 'dark' ? 'lighter' : 'darker');
  const onWhite = (colour: string) => readableShade(colour, ['#ffffff'], 'darker');
  // react-admin's own light and dark bases: the light one darkens filled fields with black,
  // which would hide them on a dark page; the dark one keeps MUI's lighter fields.
  const base = mode === 'dark' ? defaultDarkTheme : defaultTheme;
  // Light mode's primary is already a dark shade under white labels; dark mode's is pale (it is
  // text on dark cards), so its filled buttons get the brand's own shade and white labels.
  const fills =
    mode === 'dark' ? darkFills({ primary: brandPrimary, secondary: brandSecondary }, surfaces.paper) : undefined;
  return {
    ...base,
    direction: toggles.isRTLEnabledTheme ? 'rtl' : 'ltr',
    palette: {
      mode,
      primary: { main: readable(brandPrimary) },
      secondary: { main: readable(brandSecondary) },
      // MUI's red (light #d32f2f, dark #f44336) is under 4.5:1 on a filled field; error texts must read.
      error: { main: readable(mode === 'dark' ? '#f44336' : '#d32f2f') },
      background: { default: page, paper: surfaces.paper },
      // Text on a filled button is white or black, whichever reads at AA (MUI's default asks only 3:1).
      contrastThreshold: 4.5,
      brandGradient: `linear-gradient(135deg, ${onWhite(brandPrimary)} 0%, ${onWhite(brandSecondary)} 100%)`,
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
    },
    sidebar: { width: 250, closedWidth: 56 },
    components: {
      ...base.components,
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            borderRadius: toggles.isCardWithoutBorderRadiusTheme ? 0 : 14,
            border: toggles.isCardBorderedTheme ? `1px solid ${theme.palette.divider}` : 'none',
            boxShadow: CARD_SHADOW[toggles.isCardWithBoxShadowTheme ? 'strong' : 'soft'][mode],
          }),
        },
      },
      // No lighter overlay on raised surfaces in dark mode: dialogs, menus and drawers keep the
      // cards' colour, which the colours above were checked against.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' }, rounded: { borderRadius: 14 } } },
      MuiButton: {
        styleOverrides: {
          root: { textTransform: 'none', borderRadius: 8, fontWeight: 600, variants: fills?.button ?? [] },
        },
      },
      // Written as the other buttons are (MUI capitalises these): "Activity log", not "ACTIVITY LOG",
      // which on a phone also wrapped the request page's mode switch onto two lines.
      MuiToggleButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiFab: { styleOverrides: { root: { variants: fills?.fab ?? [] } } },
      MuiStepIcon: { styleOverrides: { root: fills?.stepIcon ?? {} } },
      MuiAppBar: { styleOverrides: { root: { boxShadow: 'none' } } },
      // A dialog focuses its paper when it opens; opened on a page load (no click yet) the browser
      // drew its heavy black focus ring round it. The ring stays (the keyboard is in the dialog),
      // thin and in the brand colour, just outside the paper's rounded edge.
      MuiDialog: {
        styleOverrides: {
          paper: ({ theme }: { theme: Theme }) => ({
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          }),
        },
      },
    },
  };
}

/**
 * The theme of a dark side menu or app bar (isSidebarDarkTheme, isHeaderDarkTheme): the page's
 * theme in MUI's dark palette on the chrome background, so menu texts, icons and selection
 * colours all follow.
 */
export function buildChromeThemeOptions(page: RaThemeOptions, input: ThemeInput): RaThemeOptions {
  const background = CHROME_BACKGROUND[input.toggles.isDarkTheme ? 'dark' : 'light'];
  const readable = (colour: string | null | undefined, fallback: string) =>
    readableShade(hexColour(colour, fallback), [background], 'lighter');
  return {
    ...page,
    palette: {
      ...page.palette,
      mode: 'dark',
      primary: { main: readable(input.primaryColor, DEFAULT_PRIMARY_COLOR) },
      secondary: { main: readable(input.secondaryColor, DEFAULT_SECONDARY_COLOR) },
      background: { default: background, paper: background },
    },
  };
}
