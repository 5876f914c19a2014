import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { Breadcrumbs } from './Breadcrumbs';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The signed-in frame: app bar, side menu and breadcrumbs above every page. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={TopBar} menu={SideMenu} sx={{ '& .RaLayout-content': { px: { xs: 1.5, md: 3 }, pb: 4 } }}>
    <Breadcrumbs />
    <Box>{children}</Box>
  </Layout>
);
