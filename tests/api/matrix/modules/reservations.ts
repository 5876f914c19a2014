/** The reservations module's hand-written routes (src/server/reservations) (the entry format: ../declared-routes.ts). */
import type { InjectOptions } from 'fastify';
import type { MatrixContext } from '../context.js';
import type { DeclaredRoute, DeclaredRoutes } from '../declared-routes.js';

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

export const routes: DeclaredRoutes = {
  'POST /api/reservation/request/get': {
    request: () => ({ method: 'POST', url: `${REQUESTS}/get`, payload: { pageIndex: 1, pageSize: 10 } }),
    noAgencyScope: "a list: agency callers see only their agency's requests (tests/api/reservations/listing.test.ts)",
  },
  'POST /api/reservation/request/export': {
    request: () => ({ method: 'POST', url: `${REQUESTS}/export`, payload: {} }),
    noAgencyScope: "an export: agency callers get only their agency's requests (tests/api/csv/list-export.test.ts)",
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
