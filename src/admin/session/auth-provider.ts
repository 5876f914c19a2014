import type { AuthProvider } from 'react-admin';
import { initials } from '@domain/initials';
import { fetchJson as defaultFetchJson, HttpError, SESSION_EXPIRED_PATH, type FetchJson } from '../http';
import { translateNow } from '../i18n/translator';
import { findSchema, getSchemas, resetSchemas } from '../schemas/schemas-store';
import type { EntitySchema } from '@schema/types';
import { decodeClaims, isCompanyUser, isExpired, permissionsOf } from './claims';
import {
  clearSession,
  forgetLastLogout,
  getClaims,
  getToken,
  isLoggedIn,
  storeSignedInEmail,
  storeToken,
} from './token-store';

export const SIGN_IN_PATH = '/authentication';

export interface Credentials {
  email: string;
  password: string;
}

/** Email as the server expects it: trimmed and lowercased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The permission an action on a schema resource needs; undefined: nobody may (a singleton's delete). */
export function requiredPermission(schema: EntitySchema, action: string): string | undefined {
  const { view, add, delete: remove } = schema.resource.permissions;
  if (action === 'create' || action === 'edit') return add;
  if (action === 'delete') return remove;
  return view;
}

/**
 * react-admin's authProvider over the JWT session (spec §4 Session, §6).
 * canAccess maps a schema resource's list/show to its view permission, create/edit to add
 * and delete to delete; resources that are not schema resources are left to their pages.
 */
export function createAuthProvider(
  fetchJson: FetchJson = defaultFetchJson,
  schemas: () => EntitySchema[] = getSchemas,
): AuthProvider {
  return {
    async login({ email, password }: Credentials) {
      const address = normaliseEmail(email ?? '');
      const { body: answer } = await fetchJson<{ accessToken?: string }>('/Auth/login', {
        method: 'POST',
        body: { email: address, password },
        sessionCheck: false,
      });
      if (!answer?.accessToken || !decodeClaims(answer.accessToken)) {
        throw new HttpError(translateNow('errors.generic'), 500);
      }
      forgetLastLogout();
      resetSchemas();
      storeToken(answer.accessToken);
      storeSignedInEmail(address);
    },
    async logout() {
      const token = getToken();
      const expired = !!token && isExpired(decodeClaims(token));
      // Ends the session on the server too (POST /api/Auth/logout), best effort: the logout
      // here never waits for it nor fails with it.
      if (token && !expired) {
        fetchJson('/Auth/logout', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          sessionCheck: false,
        }).catch(() => undefined);
      }
      clearSession(expired ? 'expired' : 'user');
      resetSchemas();
    },
    async checkAuth() {
      if (isLoggedIn()) return;
      const expired = !!getToken();
      if (expired) clearSession('expired');
      throw { redirectTo: expired ? SESSION_EXPIRED_PATH : SIGN_IN_PATH, message: false };
    },
    async checkError(error: { status?: number } | undefined) {
      const status = error?.status;
      if (status === 401 || status === 403) {
        if (getToken()) clearSession('expired');
        throw { redirectTo: SESSION_EXPIRED_PATH, message: 'auth.sessionExpired' };
      }
    },
    async getIdentity() {
      const claims = getClaims();
      const fullName = claims?.fullname ?? '';
      return {
        id: claims?.sub ?? '',
        fullName,
        initials: initials(fullName),
        agencyId: claims?.agencyId,
        isCompanyUser: isCompanyUser(claims),
      };
    },
    async getPermissions() {
      return isLoggedIn() ? permissionsOf(getClaims()) : [];
    },
    async canAccess({ action, resource }) {
      const schema = findSchema(schemas(), resource);
      if (!schema) return true;
      const needed = requiredPermission(schema, action);
      return needed !== undefined && permissionsOf(getClaims()).includes(needed);
    },
  };
}

export const authProvider = createAuthProvider();
