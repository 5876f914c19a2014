/**
 * An amended request as it is stored (`amended_request`) and later applied: the body read like
 * `add`'s, tied to its request (the request's guid and agency), destinations in check-in order
 * (as the request stores them), and the remarks and agency reference number of the request
 * when the amendment leaves them out (the amendment form does not carry them).
 */
import type { AmendmentBody } from '@domain/reservations/activity-schema.js';
import type { RequestBody, RequestDetail } from '@domain/reservations/request-schema.js';
import { orderByCheckIn } from '@domain/reservations/stay-dates.js';

export function normaliseAmendment(body: AmendmentBody, current: RequestDetail): RequestBody & { requestGuid: string } {
  const remarks = body.remarks ?? current.remarks ?? undefined;
  const referenceNumber = body.referenceNumber ?? current.referenceNumber ?? undefined;
  return {
    requestGuid: current.requestGuid,
    agencyId: current.agencyId,
    requestType: body.requestType,
    ...(remarks === undefined ? {} : { remarks }),
    ...(referenceNumber === undefined ? {} : { referenceNumber }),
    requestDestinations: orderByCheckIn(body.requestDestinations, (d) => d),
    requestPassengers: body.requestPassengers ?? [],
    requestTransportations: body.requestTransportations ?? [],
  };
}
