/**
 * The user-management calls of the screens, under /api/authorization/user/ (the server's
 * contract is in src/server/users/README.md). Errors are the HttpError of src/admin/http.
 */
import { fetchJson, HttpError } from '@admin/http';
import { translateNow } from '@admin/i18n/translator';
import type { PageRequest, PaginationModel } from '@admin/primitives/usePagedList';
import type { Catalogue } from './roles/permission-matrix';
import type { UserBody, RoleView as RoleRow, UserView as UserRow } from '@domain/user-management';
import { MAX_PAGE_SIZE } from '@domain/paging';

export type { PageRequest, PaginationModel } from '@admin/primitives/usePagedList';

export type { UserBody, RoleView as RoleRow, UserView as UserRow } from '@domain/user-management';

export interface RoleBody {
  id?: number;
  title: string;
  typeId: number;
  permissions: string[];
  /** The version read: an update over someone else's change answers 409 `stale-version`. */
  version?: number;
}

const BASE = '/authorization/user';
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const userApi = {
  list: async ({ search, page, perPage }: PageRequest) =>
    (
      await fetchJson<{ users: UserRow[]; paginationModel: PaginationModel }>(
        `${BASE}/get?${query({ search, pageIndex: page, pageSize: perPage })}`,
      )
    ).body,
  get: async (id: number) => (await fetchJson<UserRow>(`${BASE}/getbyid?${query({ id })}`)).body,
  save: async (body: UserBody) =>
    (await fetchJson<UserRow>(`${BASE}/${body.id ? 'update' : 'add'}`, { method: body.id ? 'PUT' : 'POST', body }))
      .body,
  setPassword: (id: number, password: string) =>
    fetchJson(`${BASE}/updatepassword`, { method: 'PUT', body: { id, password } }),
  lock: (id: number, isLocked: boolean) => fetchJson(`${BASE}/lock`, { method: 'PUT', body: { id, isLocked } }),
  remove: (id: number) => fetchJson(`${BASE}/delete?${query({ id })}`, { method: 'DELETE' }),
  roles: async () => (await fetchJson<{ id: number; title: string; typeId: number }[]>(`${BASE}/rolesbytypeid`)).body,
};

const listRoles = async ({ search, page, perPage }: PageRequest) =>
  (
    await fetchJson<{ roles: RoleRow[]; paginationModel: PaginationModel }>(
      `${BASE}/roles?${query({ search, pageIndex: page, pageSize: perPage })}`,
    )
  ).body;

export const roleApi = {
  list: listRoles,
  /** One role, as the list shows it (the API has no getbyid for roles). */
  get: async (id: number) => {
    const { roles } = await listRoles({ search: '', page: 1, perPage: MAX_PAGE_SIZE, filters: {} });
    const role = roles.find((r) => r.id === id);
    if (!role) throw new HttpError(translateNow('errors.generic'), 404);
    return role;
  },
  permissionsOf: async (roleId: number) =>
    (
      await fetchJson<{ roleId: number; permissions: string[] }>(
        `${BASE}/role/getpermissionsbyroleid?${query({ roleId })}`,
      )
    ).body.permissions,
  save: async (body: RoleBody) =>
    (await fetchJson<RoleRow>(`${BASE}/${body.id ? 'updaterole' : 'role'}`, { method: body.id ? 'PUT' : 'POST', body }))
      .body,
  remove: (id: number) => fetchJson(`${BASE}/deleterole?${query({ id })}`, { method: 'DELETE' }),
  catalogue: async () => (await fetchJson<Catalogue>(`${BASE}/permissions`)).body,
};
