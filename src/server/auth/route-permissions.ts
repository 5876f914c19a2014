/**
 * Route permissions. Every route declares `config: { permission }`:
 * - 'public': anyone;
 * - 'authenticated': any valid access token;
 * - a dotted permission of src/domain/permissions.ts such as `PERMISSIONS.Finance.PaymentAccounts.ViewList`: a token carrying it;
 * - a non-empty list of dotted permissions ('any of'), e.g. the image upload's add permissions of
 *   every resource with images: a token carrying at least one.
 * A route without a declaration (or with a malformed one) stops start-up. One onRequest hook
 * enforces them all: 401 without a valid token (or when its session has ended), 403 without
 * the permission. Public routes get a small body limit (PUBLIC_BODY_LIMIT) unless they declare their own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';
import { cachedVerifier, type AuthUser, type SessionCheck } from './token.js';
import { joinTokenCookie } from '@domain/token-cookie.js';
import { cookieReader } from '../http/cookies.js';

export type RoutePermission = 'public' | 'authenticated' | (string & {}) | readonly string[];

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** Also accept the `access-token` cookie (GET of stored files, so `<img src>` works). */
    cookieAuth?: boolean;
    /**
     * A request sent with no token at all passes when this answers true (`request.user` stays
     * null): the files that public fields name (the tenant's logos on the sign-in page). A bad
     * token is still a 401.
     */
    publicIf?: (request: FastifyRequest) => Promise<boolean>;
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
  /** As declared; a list stays a list ("any of"). */
  permission: RoutePermission;
}

/** Anyone may call a public route, so it reads no more than this (413 beyond). */
export const PUBLIC_BODY_LIMIT = 8 * 1024;

/** Whether a declaration is well-formed: public, authenticated, one dotted name or a non-empty list of them. */
function isDeclaration(permission: unknown): permission is RoutePermission {
  if (permission === 'public' || permission === 'authenticated') return true;
  if (typeof permission === 'string') return DOTTED.test(permission);
  return (
    Array.isArray(permission) &&
    permission.length > 0 &&
    permission.every((p) => typeof p === 'string' && DOTTED.test(p))
  );
}

/** Whether a signed-in user's permissions satisfy a (non-public) declaration. */
export function satisfies(permissions: readonly string[], permission: RoutePermission): boolean {
  if (permission === 'authenticated') return true;
  const anyOf: readonly string[] = typeof permission === 'string' ? [permission] : permission;
  return anyOf.some((p) => permissions.includes(p));
}

const DOTTED = /^[A-Z][A-Za-z]*(\.[A-Z][A-Za-z]*)+$/;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** The `access-token` cookie, joined from its pieces (the SPA mirrors its token there), for routes with `cookieAuth`. */
function cookieToken(request: FastifyRequest): string | null {
  return joinTokenCookie(cookieReader(request.headers.cookie));
}

/** The authenticated user of a request; throws 401 when the route needs one and there is none. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function installRoutePermissions(app: FastifyInstance, key: Uint8Array, sessions: SessionCheck): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!isDeclaration(permission)) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} declares no permission: add config: { permission: 'public' | 'authenticated' | '<Dotted.Permission>' | ['<Dotted.A>', '<Dotted.B>'] }`,
      );
    }
    if (permission === 'public') route.bodyLimit ??= PUBLIC_BODY_LIMIT;
    for (const method of methods)
      routes.push({ method, url: route.url, permission: Array.isArray(permission) ? [...permission] : permission });
  });

  const verify = cachedVerifier(key, sessions);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'public') return; // no route matched: the 404 handler answers
    const token = bearer(request) ?? (request.routeOptions.config?.cookieAuth ? cookieToken(request) : null);
    const publicIf = request.routeOptions.config?.publicIf;
    if (!token && publicIf && (await publicIf(request))) return;
    const user = token ? await verify(token) : null;
    if (!user) throw unauthorized();
    request.user = user;
    if (!satisfies(user.permissions, permission)) throw forbidden();
  });
}
