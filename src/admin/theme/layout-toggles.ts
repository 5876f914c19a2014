import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { CHROME_BACKGROUND } from './build-theme';
import type { ThemeToggles } from './theme-toggles';

export interface LayoutTheme {
  /** react-admin's `<Layout appBarAlwaysOn>`: the navbar stays at the top instead of hiding on scroll. */
  appBarAlwaysOn: boolean;
  /** Added to the layout's `sx`. */
  layoutSx: SystemStyleObject<Theme>;
  /** Added to the app bar's `sx`. */
  appBarSx: SystemStyleObject<Theme>;
}

/**
 * What the layout toggles do to react-admin's layout:
 * - isRightSidebarTheme: the menu column on the other side (right in LTR, left in RTL);
 * - isHideSidebarTheme: no menu column and no menu button (the dashboard tiles and the
 *   breadcrumbs still lead everywhere; the panel turns it back on);
 * - isHeaderDarkTheme: the app bar on the dark chrome background;
 * - isNavbarTheme: the app bar stays on scroll (off: it hides while scrolling down).
 */
export function layoutTheme(toggles: ThemeToggles): LayoutTheme {
  return {
    appBarAlwaysOn: toggles.isNavbarTheme,
    layoutSx: {
      ...(toggles.isRightSidebarTheme && { '& .RaLayout-contentWithSidebar': { flexDirection: 'row-reverse' } }),
      ...(toggles.isHideSidebarTheme && {
        '& .RaLayout-contentWithSidebar > .MuiDrawer-root, & .RaAppBar-menuButton': { display: 'none' },
        // The title keeps the menu button's inset instead of touching the edge.
        '& .RaAppBar-toolbar': { pl: 2 },
      }),
    },
    appBarSx: toggles.isHeaderDarkTheme
      ? { bgcolor: CHROME_BACKGROUND[toggles.isDarkTheme ? 'dark' : 'light'], color: '#fff' }
      : {},
  };
}
