import { permissionsOf } from './claims';
import { getClaims } from './token-store';

/** The current user's permission list (empty when signed out or the token is unreadable). */
export function currentPermissions(): string[] {
  return permissionsOf(getClaims());
}

/**
 * Whether the signed-in user holds `permission`; the spec's "show only with the permission"
 * directive as a hook. The SPA hides, the server guards.
 * @example const canAdd = useCan(schema.resource.permissions.add);
 */
export function useCan(permission: string | undefined): boolean {
  if (!permission) return true;
  return currentPermissions().includes(permission);
}
