/**
 * Route permissions. Every route declares `config: { permission }`:
 * - 'public': anyone;
 * - 'authenticated': any valid access token;
 * - a dotted permission such as 'Finance.PaymentAccounts.ViewList': a token carrying it.
 * A route without a declaration stops start-up. One onRequest hook enforces them all:
 * 401 without a valid token, 403 without the permission.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';
import { cachedVerifier, type AuthUser } from './token.js';

export type RoutePermission = 'public' | 'authenticated' | (string & {});

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** Also accept the `access-token` cookie (GET of stored files, so `<img src>` works). */
    cookieAuth?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every registered route with its declared permission (for the test that walks them). */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: RoutePermission;
}

const DOTTED = /^[A-Z][A-Za-z]*(\.[A-Z][A-Za-z]*)+$/;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** The `access-token` cookie (the SPA mirrors its token there), for routes with `cookieAuth`. */
function cookieToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== 'access-token') continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The authenticated user of a request; throws 401 when the route needs one and there is none. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function installRoutePermissions(app: FastifyInstance, key: Uint8Array): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (permission !== 'public' && permission !== 'authenticated' && !(typeof permission === 'string' && DOTTED.test(permission))) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no permission: add config: { permission: 'public' | 'authenticated' | '<Dotted.Permission>' }`);
    }
    for (const method of methods) routes.push({ method, url: route.url, permission });
  });

  const verify = cachedVerifier(key);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'public') return; // no route matched: the 404 handler answers
    const token = bearer(request) ?? (request.routeOptions.config?.cookieAuth ? cookieToken(request) : null);
    const user = token ? await verify(token) : null;
    if (!user) throw unauthorized();
    request.user = user;
    if (permission !== 'authenticated' && !user.permissions.includes(permission)) throw forbidden();
  });
}
