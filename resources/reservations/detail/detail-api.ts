/**
 * The calls of the request detail screen:
 * - PATCH /reservation/request/<update> `{requestGuid, …, version?}` → the request detail;
 * - GET getcomments?requestGuid= → comments, newest first; POST addcomments {requestGuid, message} → the comment;
 * - POST /reservation/requestactivity/get {pageIndex, pageSize, requestGuid} → {activity, paginationModel};
 *   PUT update {id, statusId: 1 | 2, description?} → the entry;
 * - GET /reservation/request/gethotelstatuses → [{id, name}], the hotel status list of hotel processing (names in the UI language).
 * Errors are the HttpError of src/admin/http (400 field errors, 409 problem details).
 */
import { fetchJson } from '@admin/http';
import type { PaginationModel } from '@admin/primitives/usePagedList';
import type { RequestDetail } from '@domain/reservations/request-schema';
import { USER_TYPE } from '@domain/user-management';
import type {
  AgencyUpdate,
  Comment,
  CounterUpdate,
  ExcursionsUpdate,
  HotelUpdate,
  PassengersUpdate,
  PassengerUpdateItem,
  ReferenceNumberUpdate,
  RemarksUpdate,
  ServicesUpdate,
  StatusUpdate,
  TransportationUpdate as TransportationUpdateBody,
} from '@domain/reservations/update-schema';
import type { ActivityDecisionBody, ActivityEntry } from '@domain/reservations/activity-schema';
import type { HotelStatusItem } from '@domain/reservations/hotel-processing';
import { REQUEST_API } from '../api';

export const ACTIVITY_API = '/reservation/requestactivity';

/** The detail the page shows (getbyid and every update's answer). */
export type RequestView = RequestDetail;

export type { ActivityEntry };
export type RequestComment = Comment;

/** Hotel processing (spec §3): the destination's hotel, its supplier, operator, notes and status. */
export type HotelProcessing = HotelUpdate['destinationHotelRequest'];
/** A passenger sent to updatepassenger: a known guid updates it, none adds one. */
export type PassengerUpdate = PassengerUpdateItem;
/** One transportation of updatetransportation: a known guid replaces it, none adds one. */
export type TransportationUpdate = TransportationUpdateBody['requestTransportation'];

/** What each PATCH update sends beside `requestGuid` and `version` (the update-schema bodies). */
type Own<T> = Omit<T, 'requestGuid' | 'version'>;
export interface UpdateBodies {
  updatereferencenumber: Own<ReferenceNumberUpdate>;
  updatecounter: Own<CounterUpdate>;
  updateagency: Own<AgencyUpdate>;
  updatepassenger: Own<PassengersUpdate>;
  updatestatus: Own<StatusUpdate>;
  updateservices: Own<ServicesUpdate>;
  updateexcursions: Own<ExcursionsUpdate>;
  updatetransportation: Own<TransportationUpdateBody>;
  updatehotel: Own<HotelUpdate>;
  updaterequestremarks: Own<RemarksUpdate>;
}
export type UpdateName = keyof UpdateBodies;

/** A company user who can be a request's counter or a hotel's operator. */
export interface CounterUser {
  id: number;
  fullName: string;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const detailApi = {
  /** One PATCH update of the request, with the version the screen read (409 stale when it moved on). */
  update: async <N extends UpdateName>(
    name: N,
    request: Pick<RequestView, 'requestGuid' | 'version'>,
    body: UpdateBodies[N],
  ) =>
    (
      await fetchJson<RequestView>(`${REQUEST_API}/${name}`, {
        method: 'PATCH',
        body: { requestGuid: request.requestGuid, version: request.version, ...body },
      })
    ).body,
  comments: async (requestGuid: string) =>
    (await fetchJson<RequestComment[]>(`${REQUEST_API}/getcomments?${query({ requestGuid })}`)).body,
  addComment: async (requestGuid: string, message: string) =>
    (await fetchJson<RequestComment>(`${REQUEST_API}/addcomments`, { method: 'POST', body: { requestGuid, message } }))
      .body,
  activity: async (requestGuid: string, pageIndex: number, pageSize: number) =>
    (
      await fetchJson<{ activity: ActivityEntry[]; paginationModel: PaginationModel }>(`${ACTIVITY_API}/get`, {
        method: 'POST',
        body: { pageIndex, pageSize, requestGuid },
      })
    ).body,
  decide: async (body: ActivityDecisionBody) =>
    (await fetchJson<ActivityEntry>(`${ACTIVITY_API}/update`, { method: 'PUT', body })).body,
  /** The hotel reservation statuses hotel processing chooses from, as the server serves them. */
  hotelStatuses: async () => (await fetchJson<HotelStatusItem[]>(`${REQUEST_API}/gethotelstatuses`)).body,
  /** Company users who can counter a request or operate a booking (unlocked). */
  counterUsers: async () =>
    (await fetchJson<CounterUser[]>(`/authorization/user/getcounteruser?${query({ UserTypeId: USER_TYPE.Company })}`))
      .body,
};
