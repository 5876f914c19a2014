/**
 * The hand-written routes, as the authorization matrix must know them. The generic endpoints of
 * the schemas (and their galleries) are classified from the schemas; every other route is
 * declared here, keyed `METHOD url` exactly as registered (a GET covers its HEAD):
 * - `request`: a request a caller holding the permission would send (what the refused callers
 *   send too, so a missing check would show as a change in the database);
 * - `open`: why a 'public' or 'authenticated' route is open (required for those, refused otherwise);
 * - `otherAgency`: the same request addressing a row of ANOTHER agency, when the route reaches
 *   rows an agency user may only reach in its own agency (the matrix expects 404, nothing changed);
 *   or `noAgencyScope`: why the agency column does not apply.
 */
import type { InjectOptions } from 'fastify';
import { MATRIX_PDF, type MatrixContext } from './context.js';

export interface DeclaredRoute {
  request: (c: MatrixContext) => InjectOptions;
  open?: string;
  otherAgency?: (c: MatrixContext) => InjectOptions;
  noAgencyScope?: string;
}

const USERS = '/api/authorization/user';
const REQUESTS = '/api/reservation/request';
const ACTIVITY = '/api/reservation/requestactivity';
/** An amended request valid against the schema (so the scope check, not validation, answers). */
const amendmentOf = (c: MatrixContext) => ({
  requestGuid: c.theirRequestGuid,
  requestType: 1,
  requestDestinations: [
    {
      cityId: 1,
      checkInDate: '2027-03-01',
      checkOutDate: '2027-03-02',
      destinationTourServices: [{ tourServiceId: 1 }],
    },
  ],
});
const DOCUMENTS = '/api/documentmanagement/document';
/** A 1×1 PNG. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

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

/**
 * The PATCH updates of a request (src/server/reservations/updates): each addresses the other
 * agency's request with a valid body, so an agency caller's 404 comes from the scope alone.
 */
function requestUpdates(
  bodies: Record<string, (c: MatrixContext) => Record<string, unknown>>,
): Record<string, DeclaredRoute> {
  return Object.fromEntries(
    Object.entries(bodies).map(([name, body]) => {
      const send = (c: MatrixContext): InjectOptions => ({
        method: 'PATCH',
        url: `${REQUESTS}/${name}`,
        payload: { requestGuid: c.theirRequestGuid, ...body(c) },
      });
      return [`PATCH ${REQUESTS}/${name}`, { request: send, otherAgency: send }];
    }),
  );
}

export const declaredRoutes: Record<string, DeclaredRoute> = {
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
  'POST /api/Auth/signup': {
    open: 'signing up: an unconfirmed user with no role (tests/api/account.test.ts)',
    noAgencyScope: 'public',
    request: () => ({
      method: 'POST',
      url: '/api/Auth/signup',
      payload: { firstName: 'Matrix', lastName: 'Signup', email: 'matrix-signup@example.com', password: 'Matrix#2026' },
    }),
  },
  'POST /api/Auth/confirmemail': {
    open: 'following the confirmation link of a sign-up mail',
    noAgencyScope: 'public',
    request: () => ({ method: 'POST', url: '/api/Auth/confirmemail', payload: { token: 'not-a-token' } }),
  },
  'POST /api/Auth/forgotpassword': {
    open: 'asking for a password reset link (the same answer for any address)',
    noAgencyScope: 'public',
    request: () => ({ method: 'POST', url: '/api/Auth/forgotpassword', payload: { email: 'nobody@example.com' } }),
  },
  'POST /api/Auth/resetpassword': {
    open: 'following the link of a password reset mail',
    noAgencyScope: 'public',
    request: () => ({
      method: 'POST',
      url: '/api/Auth/resetpassword',
      payload: { token: 'not-a-token', password: 'Matrix#2026' },
    }),
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
  'POST /api/files/image': {
    noAgencyScope: 'an upload belongs to no row yet',
    request: () => ({
      method: 'POST',
      url: '/api/files/image',
      payload: { fileName: 'matrix.png', base64String: PIXEL },
    }),
  },
  'GET /api/files/:id': {
    open: 'catalogue images for any signed-in user (<img src>, bearer or cookie)',
    noAgencyScope:
      'no agency-scoped schema has images or a gallery; files of scoped rows follow the row (files.test.ts)',
    request: (c) => ({ method: 'GET', url: `/api/files/${c.fileId}` }),
  },

  [`GET ${USERS}/get`]: {
    noAgencyScope: 'a list: agency callers see only their agency (users.test.ts)',
    request: () => ({ method: 'GET', url: `${USERS}/get?search=&pageIndex=1&pageSize=10` }),
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
  'POST /api/audit/get': {
    request: () => ({ method: 'POST', url: '/api/audit/get', payload: { pageIndex: 1, pageSize: 10 } }),
    // One row's history of another agency's row (its agency's own entries would be listed).
    otherAgency: (c) => ({
      method: 'POST',
      url: '/api/audit/get',
      payload: { entity: 'agency', entityId: String(c.agencies.theirs), pageIndex: 1, pageSize: 10 },
    }),
  },

  [`GET ${USERS}/permissions`]: {
    open: 'the permission catalogue for the role screen, names only',
    noAgencyScope: 'no rows',
    request: () => ({ method: 'GET', url: `${USERS}/permissions` }),
  },
  'POST /api/reservation/request/get': {
    request: () => ({ method: 'POST', url: `${REQUESTS}/get`, payload: { pageIndex: 1, pageSize: 10 } }),
    noAgencyScope: "a list: agency callers see only their agency's requests (tests/api/reservations/listing.test.ts)",
  },
  'POST /api/reservation/request/add': {
    noAgencyScope:
      'an agency caller always submits for its own agency, whatever the body says (tests/api/reservations/requests.test.ts)',
    request: (c) => ({
      method: 'POST',
      url: `${REQUESTS}/add`,
      payload: { agencyId: c.agencies.theirs, requestType: 1, requestDestinations: [] },
    }),
  },
  'POST /api/reservation/request/complete': {
    request: (c) => ({
      method: 'POST',
      url: `${REQUESTS}/complete`,
      payload: { requestGuid: c.theirRequestGuid, notes: 'Matrix', reference: 'M-1' },
    }),
    otherAgency: (c) => ({
      method: 'POST',
      url: `${REQUESTS}/complete`,
      payload: { requestGuid: c.theirRequestGuid, notes: 'Matrix', reference: 'M-1' },
    }),
  },
  'GET /api/reservation/request/getbyid': {
    request: (c) => ({ method: 'GET', url: `${REQUESTS}/getbyid?requestGuid=${c.theirRequestGuid}` }),
    otherAgency: (c) => ({ method: 'GET', url: `${REQUESTS}/getbyid?requestGuid=${c.theirRequestGuid}` }),
  },
  'GET /api/reservation/request/gethotelstatuses': {
    request: () => ({ method: 'GET', url: `${REQUESTS}/gethotelstatuses` }),
    noAgencyScope: 'no rows: the fixed list of hotel reservation statuses',
  },
  'POST /api/reservation/requestactivity/get': {
    request: (c) => ({ method: 'POST', url: `${ACTIVITY}/get`, payload: { requestGuid: c.theirRequestGuid } }),
    otherAgency: (c) => ({ method: 'POST', url: `${ACTIVITY}/get`, payload: { requestGuid: c.theirRequestGuid } }),
  },
  'POST /api/reservation/requestactivity/add': {
    request: (c) => ({ method: 'POST', url: `${ACTIVITY}/add`, payload: amendmentOf(c) }),
    otherAgency: (c) => ({ method: 'POST', url: `${ACTIVITY}/add`, payload: amendmentOf(c) }),
  },
  'GET /api/reservation/requestactivity/getbyid': {
    request: (c) => ({ method: 'GET', url: `${ACTIVITY}/getbyid?id=${c.theirActivityId}` }),
    otherAgency: (c) => ({ method: 'GET', url: `${ACTIVITY}/getbyid?id=${c.theirActivityId}` }),
  },
  'PUT /api/reservation/requestactivity/update': {
    request: (c) => ({ method: 'PUT', url: `${ACTIVITY}/update`, payload: { id: c.theirActivityId, statusId: 2 } }),
    otherAgency: (c) => ({ method: 'PUT', url: `${ACTIVITY}/update`, payload: { id: c.theirActivityId, statusId: 2 } }),
  },
  [`POST ${DOCUMENTS}/add`]: {
    request: (c) => ({
      method: 'POST',
      url: `${DOCUMENTS}/add`,
      payload: {
        referenceId: c.theirRequestGuid,
        attachments: [{ attachmentName: 'm.pdf', base64String: MATRIX_PDF }],
      },
    }),
    otherAgency: (c) => ({
      method: 'POST',
      url: `${DOCUMENTS}/add`,
      payload: {
        referenceId: c.theirRequestGuid,
        attachments: [{ attachmentName: 'm.pdf', base64String: MATRIX_PDF }],
      },
    }),
  },
  [`POST ${DOCUMENTS}/getbyid`]: {
    request: (c) => ({ method: 'POST', url: `${DOCUMENTS}/getbyid`, payload: { referenceId: c.theirRequestGuid } }),
    otherAgency: (c) => ({ method: 'POST', url: `${DOCUMENTS}/getbyid`, payload: { referenceId: c.theirRequestGuid } }),
  },
  [`DELETE ${DOCUMENTS}/delete`]: {
    request: (c) => ({ method: 'DELETE', url: `${DOCUMENTS}/delete?documentId=${c.theirDocumentId}` }),
    otherAgency: (c) => ({ method: 'DELETE', url: `${DOCUMENTS}/delete?documentId=${c.theirDocumentId}` }),
  },
  [`GET ${DOCUMENTS}/download`]: {
    request: (c) => ({ method: 'GET', url: `${DOCUMENTS}/download?documentId=${c.theirDocumentId}` }),
    otherAgency: (c) => ({ method: 'GET', url: `${DOCUMENTS}/download?documentId=${c.theirDocumentId}` }),
  },
  'DELETE /api/reservation/request/delete': {
    request: (c) => ({ method: 'DELETE', url: `${REQUESTS}/delete?requestGuid=${c.theirRequestGuid}` }),
    otherAgency: (c) => ({ method: 'DELETE', url: `${REQUESTS}/delete?requestGuid=${c.theirRequestGuid}` }),
  },
  ...requestUpdates({
    updatereferencenumber: () => ({ referenceNumber: 'M-2' }),
    updatecounter: () => ({ counterId: 1 }),
    updateagency: (c) => ({ agencyId: c.agencies.mine }),
    updatepassenger: () => ({ requestPassengers: [{ firstName: 'Matrix', lastName: 'Passenger', roomNo: 1 }] }),
    updatestatus: () => ({ statusId: 5 }),
    updateservices: () => ({ destinationService: { destinationId: 1, tourServiceIds: [] } }),
    updateexcursions: () => ({ destinationsExcursion: { destinationId: 1, excursionIds: [] } }),
    updatetransportation: () => ({ requestTransportation: { transportationTypeId: 1, departureDate: '2027-01-01' } }),
    updatehotel: () => ({ destinationHotelRequest: { destinationId: 1, hotelId: 1, statusId: 1 } }),
    updaterequestremarks: () => ({ remarks: 'Matrix' }),
  }),
  'GET /api/reservation/request/getcomments': {
    request: (c) => ({ method: 'GET', url: `${REQUESTS}/getcomments?requestGuid=${c.theirRequestGuid}` }),
    otherAgency: (c) => ({ method: 'GET', url: `${REQUESTS}/getcomments?requestGuid=${c.theirRequestGuid}` }),
  },
  'POST /api/reservation/request/addcomments': {
    request: (c) => ({
      method: 'POST',
      url: `${REQUESTS}/addcomments`,
      payload: { requestGuid: c.theirRequestGuid, message: 'Matrix' },
    }),
    otherAgency: (c) => ({
      method: 'POST',
      url: `${REQUESTS}/addcomments`,
      payload: { requestGuid: c.theirRequestGuid, message: 'Matrix' },
    }),
  },
};
