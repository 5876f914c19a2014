/** The users module's hand-written routes (src/server/users) (the entry format: ../declared-routes.ts). */
import type { MatrixContext } from '../context.js';
import type { DeclaredRoutes } from '../declared-routes.js';

const USERS = '/api/authorization/user';
const ROLES_SHARED = 'roles are shared by every agency; agency callers cannot write them (roles.test.ts)';
const byId = (c: MatrixContext) => c.theirUser.id as number;
const userBody = (c: MatrixContext) => ({
  id: byId(c),
  firstName: c.theirUser.firstName,
  lastName: c.theirUser.lastName,
  email: c.theirUser.email,
  agencyId: c.agencies.theirs,
  roleIds: (c.theirUser.roles as { id: number }[]).map((r) => r.id),
});

export const routes: DeclaredRoutes = {
  [`GET ${USERS}/get`]: {
    noAgencyScope: 'a list: agency callers see only their agency (users.test.ts)',
    request: () => ({ method: 'GET', url: `${USERS}/get?search=&pageIndex=1&pageSize=10` }),
  },
  [`GET ${USERS}/export`]: {
    noAgencyScope: "an export: agency callers get only their agency's users (tests/api/csv/admin-export.test.ts)",
    request: () => ({ method: 'GET', url: `${USERS}/export?search=` }),
  },
  [`GET ${USERS}/roles/export`]: {
    noAgencyScope: ROLES_SHARED,
    request: () => ({ method: 'GET', url: `${USERS}/roles/export` }),
  },
  [`GET ${USERS}/getbyid`]: {
    request: (c) => ({ method: 'GET', url: `${USERS}/getbyid?id=${byId(c)}` }),
    otherAgency: (c) => ({ method: 'GET', url: `${USERS}/getbyid?id=${byId(c)}` }),
  },
  [`POST ${USERS}/add`]: {
    noAgencyScope: "creates: a user added by an agency caller joins the caller's agency (users.test.ts)",
    request: (c) => ({
      method: 'POST',
      url: `${USERS}/add`,
      payload: {
        firstName: 'Matrix',
        lastName: 'Probe',
        email: 'matrix.probe@example.com',
        password: 'Matrix#2026',
        agencyId: c.agencies.theirs,
        roleIds: [c.agencyRoleId],
      },
    }),
  },
  [`PUT ${USERS}/update`]: {
    request: (c) => ({ method: 'PUT', url: `${USERS}/update`, payload: { ...userBody(c), firstName: 'Renamed' } }),
    otherAgency: (c) => ({ method: 'PUT', url: `${USERS}/update`, payload: { ...userBody(c), firstName: 'Renamed' } }),
  },
  [`PUT ${USERS}/updatepassword`]: {
    request: (c) => ({
      method: 'PUT',
      url: `${USERS}/updatepassword`,
      payload: { id: byId(c), password: 'Changed#2026' },
    }),
    otherAgency: (c) => ({
      method: 'PUT',
      url: `${USERS}/updatepassword`,
      payload: { id: byId(c), password: 'Changed#2026' },
    }),
  },
  [`PUT ${USERS}/lock`]: {
    request: (c) => ({ method: 'PUT', url: `${USERS}/lock`, payload: { id: byId(c), isLocked: true } }),
    otherAgency: (c) => ({ method: 'PUT', url: `${USERS}/lock`, payload: { id: byId(c), isLocked: true } }),
  },
  [`DELETE ${USERS}/delete`]: {
    request: (c) => ({ method: 'DELETE', url: `${USERS}/delete?id=${byId(c)}` }),
    otherAgency: (c) => ({ method: 'DELETE', url: `${USERS}/delete?id=${byId(c)}` }),
  },
  [`GET ${USERS}/getuserbyagencyid`]: {
    request: (c) => ({ method: 'GET', url: `${USERS}/getuserbyagencyid?agencyId=${c.agencies.theirs}` }),
    otherAgency: (c) => ({ method: 'GET', url: `${USERS}/getuserbyagencyid?agencyId=${c.agencies.theirs}` }),
  },
  [`GET ${USERS}/getcounteruser`]: {
    noAgencyScope: 'company users only: an agency caller gets 403 whatever it holds (users.test.ts)',
    request: (c) => ({ method: 'GET', url: `${USERS}/getcounteruser?UserTypeId=2&agencyId=${c.agencies.theirs}` }),
  },
  [`GET ${USERS}/roles`]: {
    noAgencyScope: ROLES_SHARED,
    request: () => ({ method: 'GET', url: `${USERS}/roles?search=&pageIndex=1&pageSize=10` }),
  },
  [`GET ${USERS}/rolesbytypeid`]: {
    noAgencyScope: ROLES_SHARED,
    request: () => ({ method: 'GET', url: `${USERS}/rolesbytypeid?typeId=2` }),
  },
  [`POST ${USERS}/role`]: {
    noAgencyScope: ROLES_SHARED,
    request: () => ({
      method: 'POST',
      url: `${USERS}/role`,
      payload: { title: 'Matrix probe', typeId: 2, permissions: [] },
    }),
  },
  [`PUT ${USERS}/updaterole`]: {
    noAgencyScope: ROLES_SHARED,
    request: (c) => ({
      method: 'PUT',
      url: `${USERS}/updaterole`,
      payload: { id: c.agencyRoleId, title: 'Matrix renamed', typeId: 2 },
    }),
  },
  [`DELETE ${USERS}/deleterole`]: {
    noAgencyScope: ROLES_SHARED,
    request: (c) => ({ method: 'DELETE', url: `${USERS}/deleterole?id=${c.agencyRoleId}` }),
  },
  [`GET ${USERS}/role/getpermissionsbyroleid`]: {
    noAgencyScope: ROLES_SHARED,
    request: (c) => ({ method: 'GET', url: `${USERS}/role/getpermissionsbyroleid?roleId=${c.agencyRoleId}` }),
  },
  [`PUT ${USERS}/role/permissions`]: {
    noAgencyScope: ROLES_SHARED,
    request: (c) => ({
      method: 'PUT',
      url: `${USERS}/role/permissions`,
      payload: { roleId: c.agencyRoleId, permissions: [] },
    }),
  },
  [`GET ${USERS}/permissions`]: {
    open: 'the permission catalogue for the role screen, names only',
    noAgencyScope: 'no rows',
    request: () => ({ method: 'GET', url: `${USERS}/permissions` }),
  },
};
