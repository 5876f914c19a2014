/**
 * Every route as Fastify registers it, with what the OpenAPI document needs: method, url,
 * route schema and the permission it declares. One onRoute hook, installed before any route,
 * so a route added by any later module is documented with no further code.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { RoutePermission } from '../auth/route-permissions.js';

export interface CollectedRoute {
  method: string;
  url: string;
  schema: FastifySchema;
  permission: RoutePermission;
  /** The route reads the `access-token` cookie as well as the bearer header. */
  cookieAuth: boolean;
  /** Bytes of body the route reads before answering 413 (its own limit, else the app's). */
  bodyLimit?: number;
}

/** Starts collecting; the returned list fills as routes register. Call before any route is added. */
export function collectRoutes(app: FastifyInstance): CollectedRoute[] {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        schema: route.schema ?? {},
        permission: route.config?.permission ?? 'public',
        cookieAuth: route.config?.cookieAuth === true,
        bodyLimit: route.bodyLimit ?? app.initialConfig.bodyLimit,
      });
    }
  });
  return routes;
}
