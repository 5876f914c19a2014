import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Authenticated, CustomRoutes, Navigate, Resource, reactRouterProvider, type I18nProvider } from 'react-admin';
import { adminStore } from './admin-store';
import { ShellAdmin } from './ShellAdmin';
import { createDataProvider } from './data-provider';
import { createSchemaResource } from './schema-screens';
import { SchemaPanels, type SchemaPanel } from './schema-screens/schema-panels';
import { SchemaDetail } from './schema-screens/detail/SchemaDetail';
import { TrashList } from './schema-screens/TrashList';
import { fetchJson } from './http';
import { AppLayout } from './layout/AppLayout';
import { ShellOverlays } from './layout/ShellOverlays';
import { areaRedirects, viewableSchemas } from './layout/menu-model';
import { ModuleMenuOwners } from './layout/menu-owners';
import { CatchAll } from './pages/CatchAll';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { ShellLightPage } from './pages/account/ShellLightPage';
import { Dashboard } from './pages/Dashboard';
import { HomeRedirect } from './pages/HomeRedirect';
import { LogoutPage } from './pages/LogoutPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SignInPage } from './pages/SignInPage';
import { getSchemas, useSessionSchemas } from './schemas/schemas-store';
import { authProvider } from './session/auth-provider';
import { currentPermissions } from './session/useCan';
import { isLoggedIn } from './session/token-store';
import { useAppTheme } from './theme';
import { ModuleAuditSubjects } from './audit/module-subjects';
import type { AdminModule } from './module';
import { adminModules } from './modules';

/** The shell's one data provider (AdminShell also asks a list's first page through it before the first render). */
export const dataProvider = createDataProvider(getSchemas, fetchJson);
// react-admin's own Route, so the custom routes and its <Routes> share one router copy.
const { Route } = reactRouterProvider;

const GoToNotFound = () => <Navigate to="/not-found" replace />;
/** What the modules declare, registered below like the schema resources. */
function declaredBy(modules: readonly AdminModule[]) {
  return {
    moduleResources: modules.flatMap((m) => m.resources ?? []),
    moduleRoutes: modules.flatMap((m) => m.routes ?? []),
    moduleSubjects: modules.flatMap((m) => m.auditSubjects ?? []),
    moduleOwners: modules.flatMap((m) => m.routes ?? []).flatMap(({ path, menu }) => (menu ? [{ path, menu }] : [])),
    modulePanels: modules.reduce<Record<string, SchemaPanel[]>>((panels, m) => {
      for (const [schema, panel] of Object.entries(m.schemaPanels ?? {})) (panels[schema] ??= []).push(panel);
      return panels;
    }, {}),
  };
}

/**
 * The admin shell. Resources come from `GET /api/schemas` at run time: one per schema the
 * user may view (the others fall to the not-found page, like unknown paths).
 * Route table (spec): /authentication, /authentication/logout, /not-found, /coming-soon (no
 * layout), and the public authentication pages (ShellLightPage, the light entry's views);
 * /dashboard; / → /reservation-management/reservations (with its permission, else /dashboard); /{resource.route} per schema; /{resource.route}/trash per schema
 * whose delete permission the user holds; /{resource.detailRoute}/:id for schemas with a detail
 * page; the modules' resources (modules.ts: /reservation-management/reservations, /user-management/users, ...)
 * with their view permission (`options.menu.permission`) and their routes with theirs; anything else → /not-found.
 */
export const App = ({
  i18nProvider,
  queryClient,
  modules = adminModules,
}: {
  i18nProvider: I18nProvider;
  queryClient?: QueryClient;
  /** The admin modules (tests may add one); default modules.ts. */
  modules?: readonly AdminModule[];
}) => {
  const { moduleResources, moduleRoutes, moduleSubjects, moduleOwners, modulePanels } = useMemo(
    () => declaredBy(modules),
    [modules],
  );
  const { schemas } = useSessionSchemas(fetchJson, isLoggedIn);
  const permissions = currentPermissions().join('\n');
  const viewable = useMemo(
    () => viewableSchemas(schemas, permissions ? permissions.split('\n') : []),
    [schemas, permissions],
  );
  const resources = useMemo(() => viewable.map(createSchemaResource), [viewable]);
  const { options: theme } = useAppTheme(); // the tenant's colours under the theme toggles (AppThemeProvider)
  const can = (permission: string | undefined) => !permission || permissions.split('\n').includes(permission);
  const routesOf = (layout: boolean) =>
    moduleRoutes
      .filter((r) => (r.layout ?? true) === layout && can(r.permission))
      .map((r) => <Route key={r.path} path={r.path} element={<Authenticated>{r.element}</Authenticated>} />);
  return (
    <ModuleAuditSubjects.Provider value={moduleSubjects}>
      <ModuleMenuOwners.Provider value={moduleOwners}>
        <SchemaPanels.Provider value={modulePanels}>
          <ShellAdmin
            disableTelemetry
            title="Travel Back Office"
            authProvider={authProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            store={adminStore}
            queryClient={queryClient}
            theme={theme}
            layout={AppLayout}
            dashboard={HomeRedirect}
            catchAll={CatchAll}
            accessDenied={GoToNotFound}
            notification={ShellOverlays}
          >
            {resources.map((resource) => (
              <Resource key={resource.name} {...resource} />
            ))}
            {/* The modules' resources, registered only with their view permission (options.menu.permission). */}
            {moduleResources
              .filter((r) => can(r.options.menu.permission))
              .map((resource) => (
                <Resource key={resource.name} {...resource} />
              ))}
            <CustomRoutes noLayout>
              <Route path="/authentication" element={<SignInPage />} />
              <Route path="/authentication/logout" element={<LogoutPage />} />
              {['sign-up', 'forgot-password', 'reset-password', 'confirm-email', 'lock-screen'].map((page) => (
                <Route key={page} path={`/authentication/${page}`} element={<ShellLightPage />} />
              ))}
              <Route path="/not-found" element={<NotFoundPage />} />
              {routesOf(false)}
              <Route
                path="/coming-soon"
                element={
                  <Authenticated>
                    <ComingSoonPage />
                  </Authenticated>
                }
              />
            </CustomRoutes>
            <CustomRoutes>
              <Route
                path="/dashboard"
                element={
                  <Authenticated>
                    <Dashboard />
                  </Authenticated>
                }
              />
              {/* An area's own path opens its first screen (accommodation → hotel, agency-management → agency). */}
              {areaRedirects(viewable).map(({ area, to }) => (
                <Route key={area} path={`/${area}`} element={<Navigate to={`/${to}`} replace />} />
              ))}
              {/* The trash of each resource, with its delete permission. */}
              {viewable
                .filter(
                  (s) =>
                    s.resource.permissions.delete && permissions.split('\n').includes(s.resource.permissions.delete),
                )
                .map((s) => (
                  <Route
                    key={`${s.name}-trash`}
                    path={`/${s.resource.route}/trash`}
                    element={
                      <Authenticated>
                        <TrashList schema={s} />
                      </Authenticated>
                    }
                  />
                ))}
              {/* The modules' pages outside a resource, each with the permission that opens it. */}
              {routesOf(true)}
              {/* Read-only detail pages (x-resource.detailRoute), under the same view guard as the list. */}
              {viewable
                .filter((s) => s.resource.detailRoute)
                .map((s) => (
                  <Route
                    key={s.name}
                    path={`/${s.resource.detailRoute}/:id`}
                    element={
                      <Authenticated>
                        <SchemaDetail schema={s} />
                      </Authenticated>
                    }
                  />
                ))}
            </CustomRoutes>
          </ShellAdmin>
        </SchemaPanels.Provider>
      </ModuleMenuOwners.Provider>
    </ModuleAuditSubjects.Provider>
  );
};
