import type { ComponentType, ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  type AdminContextProps,
  type CoreAdminUIProps,
} from 'react-admin';
import { KnownResourceDefinitions } from './resource-definitions';

type ShellAdminProps = Omit<AdminContextProps, 'children'> &
  Pick<CoreAdminUIProps, 'accessDenied' | 'catchAll' | 'dashboard' | 'disableTelemetry' | 'layout' | 'title'> & {
    notification: ComponentType;
    children: ReactNode;
  };

/**
 * react-admin's `<Admin>` as this shell uses it: `<Admin>` is AdminContext plus AdminUI, and
 * AdminUI's defaults (react-admin's login page with its form, inputs and react-hook-form; the
 * OAuth callback page) were in every first download of the shell although it shows none of them
 * (its sign-in is src/admin/pages/SignInPage.tsx; there is no OAuth callback): ~60 KB of
 * script, evaluated before the first screen. The same tree otherwise (CssBaseline, react-admin's
 * routes with its error, loading and authentication-error pages, the notification beside them),
 * with the resources' definitions known from the first render (KnownResourceDefinitions).
 */
export const ShellAdmin = ({
  accessDenied,
  catchAll,
  dashboard,
  disableTelemetry,
  layout,
  title,
  notification: Notification,
  children,
  ...context
}: ShellAdminProps) => (
  <AdminContext {...context}>
    <CssBaseline enableColorScheme>
      <KnownResourceDefinitions resources={children}>
        <CoreAdminUI
          accessDenied={accessDenied}
          authenticationError={AuthenticationError}
          catchAll={catchAll}
          dashboard={dashboard}
          disableTelemetry={disableTelemetry}
          error={ErrorPage}
          layout={layout}
          loading={LoadingPage}
          loginPage={false}
          title={title}
        >
          {children}
        </CoreAdminUI>
      </KnownResourceDefinitions>
      <Notification />
    </CssBaseline>
  </AdminContext>
);
