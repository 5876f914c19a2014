/**
 * The hand-written routes, as the authorization matrix must know them. The generic endpoints of
 * the schemas (and their galleries) are classified from the schemas; every other route is
 * declared, keyed `METHOD url` exactly as registered (a GET covers its HEAD): the engine's here,
 * a module's in `modules/<module name>.ts` (its `routes` export), found through the module list
 * (`app.serverModules`; `app.routeModules` says which module registered a route):
 * - `request`: a request a caller holding the permission would send (what the refused callers
 *   send too, so a missing check would show as a change in the database);
 * - `open`: why a 'public' or 'authenticated' route is open (required for those, refused otherwise);
 * - `otherAgency`: the same request addressing a row of ANOTHER agency, when the route reaches
 *   rows an agency user may only reach in its own agency (the matrix expects 404, nothing changed);
 *   or `noAgencyScope`: why the agency column does not apply.
 */
import type { InjectOptions } from 'fastify';
import type { MatrixContext } from './context.js';

export interface DeclaredRoute {
  request: (c: MatrixContext) => InjectOptions;
  open?: string;
  otherAgency?: (c: MatrixContext) => InjectOptions;
  noAgencyScope?: string;
}

export type DeclaredRoutes = Record<string, DeclaredRoute>;

/** The engine's hand-written routes; each module's are in modules/<module name>.ts (moduleDeclarations). */
export const declaredRoutes: DeclaredRoutes = {
  'POST /api/Auth/login': {
    open: 'signing in',
    noAgencyScope: 'public',
    request: () => ({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong' },
    }),
  },
  'POST /api/Auth/logout': {
    open: "ends the caller's own session, whatever it may do",
    noAgencyScope: "acts on the caller's session only",
    request: () => ({ method: 'POST', url: '/api/Auth/logout' }),
  },
  'GET /api/health': {
    open: 'liveness probe, answers {status: ok} only',
    noAgencyScope: 'public',
    request: () => ({ method: 'GET', url: '/api/health' }),
  },
  'GET /*': {
    open: 'the SPA: its built files and index.html (no data)',
    noAgencyScope: 'public',
    request: () => ({ method: 'GET', url: '/' }),
  },
  'GET /api/openapi.json': {
    open: 'the API contract: routes, shapes and permissions (no data, no secret)',
    noAgencyScope: 'public',
    request: () => ({ method: 'GET', url: '/api/openapi.json' }),
  },
  'GET /api/docs': {
    open: 'the API reference page (no data)',
    noAgencyScope: 'public',
    request: () => ({ method: 'GET', url: '/api/docs' }),
  },
  'GET /api/docs/assets/:file': {
    open: 'the files of the API reference page (Swagger UI)',
    noAgencyScope: 'public',
    request: () => ({ method: 'GET', url: '/api/docs/assets/init.js' }),
  },
  'GET /api/schemas': {
    open: 'the SPA builds every screen from the schemas (no data)',
    noAgencyScope: 'no rows',
    request: () => ({ method: 'GET', url: '/api/schemas' }),
  },
  'GET /api/schemas/validators': {
    open: "names the forms' validators module (no data)",
    noAgencyScope: 'no rows',
    request: () => ({ method: 'GET', url: '/api/schemas/validators' }),
  },
  'GET /api/schemas/validators/:file': {
    open: "the forms' validators, loaded by import() (no bearer); its name, a digest of the schemas it holds, is the capability",
    noAgencyScope: 'public, no rows',
    request: () => ({ method: 'GET', url: '/api/schemas/validators/unknown.js' }),
  },
  'GET /api/permissions': {
    open: 'the permission catalogue, names only',
    noAgencyScope: 'no rows',
    request: () => ({ method: 'GET', url: '/api/permissions' }),
  },
};

/** Where a module's routes are declared (relative to the project). */
export const moduleFile = (name: string) => `tests/api/matrix/modules/${name}.ts`;

/** The declarations of each module of the list, by module name; a module without a file has none. */
export async function moduleDeclarations(names: string[]): Promise<Map<string, DeclaredRoutes>> {
  const out = new Map<string, DeclaredRoutes>();
  for (const name of names) {
    const found = await import(`./modules/${name}.ts`).catch(() => undefined);
    out.set(name, (found as { routes?: DeclaredRoutes } | undefined)?.routes ?? {});
  }
  return out;
}
