/**
 * The theme of the SPA: the tenant's colours under the customizer's toggles (docs/theme.md).
 * The settings panel (ThemeSettingsButton) and the layout pieces are imported from their files,
 * so the sign-in page, which uses only this entry, does not bundle them.
 */
export { AppThemeProvider, useAppTheme, type AppTheme, type AppThemeProviderProps } from './AppThemeProvider';
export { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from './readable-colour';
export { startTheme } from './start-theme';
export { BODY_CLASSES, THEME_TOGGLE_KEYS, type ThemeToggleKey, type ThemeToggles } from './theme-toggles';
export { themeToggles, useThemeToggles } from './toggle-store';
