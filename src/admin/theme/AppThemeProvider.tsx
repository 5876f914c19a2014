import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import { buildChromeThemeOptions, buildThemeOptions } from './build-theme';
import { useDirectionCache } from './direction-cache';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from './readable-colour';
import { applyDocumentTheme, NO_TOGGLES } from './theme-toggles';
import { useThemeToggles } from './toggle-store';

export interface AppTheme {
  /** The page's theme options: what `<Admin theme>` takes (react-admin builds its own MUI theme from them). */
  options: RaThemeOptions;
  /** The theme of a dark side menu or app bar (isSidebarDarkTheme, isHeaderDarkTheme). */
  chrome: Theme;
}

const AppThemeContext = createContext<AppTheme | null>(null);

/** Built on first use only: the page always has a provider, so importing this costs no theme on the first load. */
let defaultTheme: AppTheme | undefined;
function defaultAppTheme(): AppTheme {
  if (!defaultTheme) {
    const input = { primaryColor: DEFAULT_PRIMARY_COLOR, secondaryColor: DEFAULT_SECONDARY_COLOR, toggles: NO_TOGGLES };
    const options = buildThemeOptions(input);
    defaultTheme = { options, chrome: createTheme(buildChromeThemeOptions(options, input)) };
  }
  return defaultTheme;
}

/** The theme of the page (the default light theme outside an AppThemeProvider, e.g. in a component test). */
export const useAppTheme = (): AppTheme => useContext(AppThemeContext) ?? defaultAppTheme();

export interface AppThemeProviderProps {
  /** The tenant's primary colour (default #605dff). */
  primaryColor?: string | null;
  /** The tenant's secondary colour (default #3584fc). */
  secondaryColor?: string | null;
  children: ReactNode;
}

/**
 * The theme of the tenant's colours under the customizer's toggles (dark, RTL, cards, body
 * background), for everything inside: MUI components directly, react-admin through
 * `<Admin theme={useAppTheme().options}>`. Keeps `<html dir>` and the body classes in step
 * with the toggles, and styles through the emotion cache of the direction.
 */
export const AppThemeProvider = ({ primaryColor, secondaryColor, children }: AppThemeProviderProps) => {
  const toggles = useThemeToggles();
  const value = useMemo<AppTheme>(() => {
    const input = { primaryColor, secondaryColor, toggles };
    const options = buildThemeOptions(input);
    return { options, chrome: createTheme(buildChromeThemeOptions(options, input)) };
  }, [primaryColor, secondaryColor, toggles]);
  const muiTheme = useMemo(() => createTheme(value.options), [value]);
  useLayoutEffect(() => applyDocumentTheme(toggles, document), [toggles]);
  const cache = useDirectionCache(toggles.isRTLEnabledTheme);
  return (
    <CacheProvider value={cache}>
      <AppThemeContext.Provider value={value}>
        <ThemeProvider theme={muiTheme}>{children}</ThemeProvider>
      </AppThemeContext.Provider>
    </CacheProvider>
  );
};
