/**
 * What every handler asks of a request, read one way: `request.lang`, the caller's language (from
 * `Accept-Language`, `fr` or else `en`), and `request.agencyScope`, the rows the caller may reach:
 * `{ agencyId }` for an agency user, `{}` for a company user or an anonymous caller (the user is
 * the one the route-permissions hook authenticated). Getters: computed when read, never stored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLang } from '@schema/messages.js';
import type { Lang } from '@schema/types.js';
import type { AuthUser } from '../auth/token.js';

/** Who may be seen: everyone (company caller), or one agency's rows. */
export interface AgencyScope {
  agencyId?: number;
}

/** The scope of a user (for code that has the user but not the request). */
export const agencyScopeOf = (user: AuthUser | null): AgencyScope =>
  user?.agencyId !== undefined ? { agencyId: user.agencyId } : {};

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from `Accept-Language`. */
    readonly lang: Lang;
    /** `{ agencyId }` for an agency user, `{}` otherwise. */
    readonly agencyScope: AgencyScope;
  }
}

/** Installs `request.lang` and `request.agencyScope` (call before any route is added). */
export function installRequestDecorators(app: FastifyInstance): void {
  app.decorateRequest('lang', {
    getter(this: FastifyRequest): Lang {
      return pickLang(this.headers['accept-language']);
    },
  });
  app.decorateRequest('agencyScope', {
    getter(this: FastifyRequest): AgencyScope {
      return agencyScopeOf(this.user);
    },
  });
}
