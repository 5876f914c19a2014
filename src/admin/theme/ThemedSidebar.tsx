import { ThemeProvider, useTheme } from '@mui/material/styles';
import { Sidebar, type SidebarProps } from 'react-admin';
import { useAppTheme } from './AppThemeProvider';
import { useThemeToggles } from './toggle-store';

/** The docked menu's column and the mobile drawer's paper, filled with the chrome background. */
const darkSidebarSx = {
  '& .RaSidebar-fixed, &.MuiDrawer-modal .MuiDrawer-paper': { bgcolor: 'background.paper' },
  // The docked column reaches the bottom of the viewport, whatever the menu's length.
  '& .RaSidebar-fixed': { height: 'calc(100vh - 48px)' },
} as const;

/**
 * react-admin's side menu, in the dark chrome theme when isSidebarDarkTheme is on (texts,
 * icons and the selected entry then follow the dark palette). The same tree either way, so
 * turning it on or off re-styles the menu without remounting it.
 */
export const ThemedSidebar = (props: SidebarProps) => {
  const { isSidebarDarkTheme } = useThemeToggles();
  const page = useTheme();
  const { chrome } = useAppTheme();
  return (
    <ThemeProvider theme={isSidebarDarkTheme ? chrome : page}>
      <Sidebar {...props} sx={isSidebarDarkTheme ? darkSidebarSx : undefined} />
    </ThemeProvider>
  );
};
