import { useEffect, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout, Navigate, useLocation } from 'react-admin';
import { fetchJson } from '../http';
import { useSessionSchemas } from '../schemas/schemas-store';
import { SIGN_IN_PATH } from '../session/auth-provider';
import { isLoggedIn, sessionJustEnded } from '../session/token-store';
import { layoutTheme } from '../theme/layout-toggles';
import { ThemedSidebar } from '../theme/ThemedSidebar';
import { useThemeToggles } from '../theme/toggle-store';
import { useScreenLock } from '../session/useScreenLock';
import { Breadcrumbs } from './Breadcrumbs';
import { noteShownPath } from './page-trail';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/**
 * The signed-in frame: app bar, side menu and breadcrumbs above every page. Signed out,
 * every layout route goes to the sign-in page, which brings the user back afterwards (not
 * while a logout is on its way to the logout page).
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  useSessionSchemas(fetchJson, isLoggedIn);
  // After the page's first render: a page reads where the user came from (useCameFrom).
  useEffect(() => noteShownPath(`${pathname}${search}`), [pathname, search]);
  if (!isLoggedIn()) {
    if (sessionJustEnded()) return null;
    return <Navigate to={SIGN_IN_PATH} replace state={{ nextPathname: pathname, nextSearch: search }} />;
  }
  return <SignedInLayout>{children}</SignedInLayout>;
};

/** Signed in: the frame (with the customizer's layout toggles), and the lock after 15 minutes idle (useScreenLock). */
const SignedInLayout = ({ children }: { children: ReactNode }) => {
  useScreenLock();
  const { appBarAlwaysOn, layoutSx } = layoutTheme(useThemeToggles());
  return (
    // minWidth 0 (react-admin's root has `fit-content`): the page keeps the window's width and a
    // table wider than a phone scrolls inside its card instead of the page scrolling sideways.
    <Layout
      appBar={TopBar}
      menu={SideMenu}
      sidebar={ThemedSidebar}
      appBarAlwaysOn={appBarAlwaysOn}
      sx={[{ minWidth: 0, '& .RaLayout-content': { px: { xs: 1.5, md: 3 }, pb: 4, minWidth: 0 } }, layoutSx]}
    >
      <Breadcrumbs />
      <Box>{children}</Box>
    </Layout>
  );
};
