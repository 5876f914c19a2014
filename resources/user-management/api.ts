/**
 * The user-management calls of the screens, under /api/authorization/user/ (the server's
 * contract is in src/server/users/README.md). Errors are the HttpError of src/admin/http.
 */
import { fetchJson } from '../../src/admin/http';
import type { Catalogue } from './roles/permission-matrix';
import type { UserBody, RoleView as RoleRow, UserView as UserRow } from '../../src/domain/user-management';

export interface PaginationModel {
  pageIndex: number;
  pageSize: number;
  totalRecords: number;
}

export type { UserBody, RoleView as RoleRow, UserView as UserRow } from '../../src/domain/user-management';

export interface RoleBody {
  id?: number;
  title: string;
  typeId: number;
  permissions: string[];
}

const BASE = '/authorization/user';
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export interface PageRequest {
  search: string;
  page: number;
  perPage: number;
}

export const userApi = {
  list: async ({ search, page, perPage }: PageRequest) =>
    (await fetchJson<{ users: UserRow[]; paginationModel: PaginationModel }>(
      `${BASE}/get?${query({ search, pageIndex: page, pageSize: perPage })}`)).body,
  save: async (body: UserBody) =>
    (await fetchJson<UserRow>(`${BASE}/${body.id ? 'update' : 'add'}`, { method: body.id ? 'PUT' : 'POST', body })).body,
  setPassword: (id: number, password: string) => fetchJson(`${BASE}/updatepassword`, { method: 'PUT', body: { id, password } }),
  lock: (id: number, isLocked: boolean) => fetchJson(`${BASE}/lock`, { method: 'PUT', body: { id, isLocked } }),
  remove: (id: number) => fetchJson(`${BASE}/delete?${query({ id })}`, { method: 'DELETE' }),
  roles: async () => (await fetchJson<{ id: number; title: string; typeId: number }[]>(`${BASE}/rolesbytypeid`)).body,
  agencies: async () =>
    (await fetchJson<{ id: number; title: string }[]>('/agencymanagement/agency/getall')).body,
};

export const roleApi = {
  list: async ({ search, page, perPage }: PageRequest) =>
    (await fetchJson<{ roles: RoleRow[]; paginationModel: PaginationModel }>(
      `${BASE}/roles?${query({ search, pageIndex: page, pageSize: perPage })}`)).body,
  permissionsOf: async (roleId: number) =>
    (await fetchJson<{ roleId: number; permissions: string[] }>(`${BASE}/role/getpermissionsbyroleid?${query({ roleId })}`)).body.permissions,
  save: async (body: RoleBody) =>
    (await fetchJson<RoleRow>(`${BASE}/${body.id ? 'updaterole' : 'role'}`, { method: body.id ? 'PUT' : 'POST', body })).body,
  remove: (id: number) => fetchJson(`${BASE}/deleterole?${query({ id })}`, { method: 'DELETE' }),
  catalogue: async () => (await fetchJson<Catalogue>(`${BASE}/permissions`)).body,
};
