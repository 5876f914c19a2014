/**
 * Between the wizard's form copy (form-state.ts) and the request API's shapes
 * (request-schema.ts): the body of `POST add` built from a copy, and a copy filled from a stored
 * request (`getbyid`) for an amendment. Empty texts are left out, as the server reads them.
 */
import type { PassengerBody, RequestBody, RequestDetail, TransportationBody } from './request-schema.js';
import { fromRequestPassengers, toRequestPassengers } from './request-passengers.js';
import { passengerRoomLayout } from './passenger-rooms.js';
import { fromRequestDestination, roomsOf } from './travel-plan.js';
import {
  initialCopy,
  withManyDestinations,
  type FormCopy,
  type FormDestination,
  type FormTransportation,
} from './form-state.js';
import { roomFlagsAllowed } from './room-flags.js';

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
};
const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

function transportationBody(t: FormTransportation): TransportationBody {
  return {
    transportationTypeId: t.typeId ?? 0,
    transportationProviderId: orNull(t.airlineProviderId),
    refNumber: text(t.flightNumberId),
    originCityId: orNull(t.originCityId),
    destinationCityId: orNull(t.destinationCityId),
    originStationId: orNull(t.originStationId),
    destinationStationId: orNull(t.destinationStationId),
    adultCount: t.adults,
    childCount: t.child,
    departureDate: t.departureDate,
    departureTime: text(t.departureTime),
    arrivalDate: text(t.arrivalDate),
    arrivalTime: text(t.arrivalTime),
    notes: text(t.notes),
  };
}

/** The gender code of the body (1 male, 2 female) from the form's text. */
const genderCode = (gender: string | null): 1 | 2 | null => (gender === '1' ? 1 : gender === '2' ? 2 : null);

/**
 * The body of `POST add` for a copy. `agencyId` is the current agency (step-validity.ts
 * `currentAgencyId`); missing ids are sent as 0 so the schema names the field that lacks one.
 */
export function toRequestBody(copy: FormCopy, agencyId: number | null): RequestBody {
  const { generalDetails: general } = copy;
  const passengers: PassengerBody[] = toRequestPassengers(copy.passengers).map((p) => ({
    firstName: text(p.firstName),
    lastName: text(p.lastName),
    gender: genderCode(p.gender),
    dateOfBirth: p.dateOfBirth || null,
    passportNumber: text(p.passportNumber),
    ageGroup: p.ageGroup,
    roomNo: p.roomNo,
  }));
  return {
    requestGuid: general.requestGuid,
    agencyId,
    requestType: general.requestType as RequestBody['requestType'],
    remarks: text(copy.notes),
    referenceNumber: text(copy.referenceNumber),
    requestDestinations: copy.destinations.destinations.map((d) => ({
      cityId: d.cityId ?? 0,
      checkInDate: d.checkInCheckOutDate.start ?? '',
      checkOutDate: d.checkInCheckOutDate.end ?? '',
      destinationHotels: d.accommodations.map((a) => ({
        hotelId: a.id,
        destinationHotelRoomPax: a.rooms.map((r) => ({
          roomTypeId: r.roomType ?? 0,
          providingPolicyId: r.providingPolicyId ?? 0,
          adultCount: r.adultCount,
          childWithBedCount: r.childWithBedCount,
          childWithNoBedCount: r.childWithNoBedCount,
          infantCount: r.infantCount,
          bedType: r.bedType,
          extraBed: r.extraBed,
          twinBed: r.twinBed,
          extendedRoom: r.extendedRoom,
        })),
      })),
      destinationExcursions: d.excursions.map((e) => ({ excursionId: e.excursionId })),
      destinationTourServices: d.tourServices.map((s) => ({ tourServiceId: s.tourId })),
    })),
    requestPassengers: passengers,
    requestTransportations: copy.transportations.list.map(transportationBody),
  };
}

/**
 * A copy filled from a stored request (§2 "Opening an amendment fetches the request and then
 * fills the amendment form with its transportations, passengers and destinations"): general
 * details overwritten by the request's, its guid kept (the amendment is of that request).
 * Room flags are not known to be disabled until the room types are read: all allowed.
 */
export function fromRequestDetail(detail: RequestDetail, newId: () => string): FormCopy {
  const start = initialCopy(newId);
  const destinations: FormDestination[] = detail.requestDestinations.map((d) => {
    const uniqueIdentifier = newId();
    return {
      uniqueIdentifier,
      cityId: d.cityId,
      cityName: d.cityName ?? '',
      checkInCheckOutDate: { start: d.checkInDate, end: d.checkOutDate },
      excursions: d.destinationExcursions.map((e) => ({
        destinationIdentifier: uniqueIdentifier,
        excursionId: e.excursionId,
      })),
      tourServices: d.destinationTourServices.map((s) => ({
        destinationIdentifier: uniqueIdentifier,
        tourId: s.tourServiceId,
      })),
      accommodations: d.destinationHotels.map((h) => ({
        uniqueIdentifier: `hotel-${h.hotelId}`,
        id: h.hotelId,
        title: h.hotelName ?? '',
        cityId: h.cityId ?? d.cityId,
        mainImageFullPath: h.mainImageFullPath ?? null,
        rooms: h.destinationHotelRoomPax.map((r) => ({
          id: newId(),
          roomType: r.roomTypeId,
          providingPolicyId: r.providingPolicyId,
          adultCount: r.adultCount,
          childWithBedCount: r.childWithBedCount,
          childWithNoBedCount: r.childWithNoBedCount,
          infantCount: r.infantCount,
          bedType: r.bedType ?? null,
          extraBed: r.extraBed,
          twinBed: r.twinBed,
          extendedRoom: r.extendedRoom,
          ...disabledFlags(undefined),
        })),
      })),
      currentAccommodationId: null,
    };
  });
  const filled = withManyDestinations(
    {
      ...start,
      generalDetails: {
        agencyId: detail.agencyId,
        requestType: detail.requestType,
        requestGuid: detail.requestGuid,
        supplierInitial: detail.supplierInitial,
        statusId: detail.statusId,
      },
      notes: detail.remarks ?? '',
      referenceNumber: detail.referenceNumber ?? '',
      transportations: {
        list: detail.requestTransportations.map((t) => ({
          uniqueIdentifier: t.transportationGuid,
          typeId: t.transportationTypeId,
          airlineProviderId: t.transportationProviderId ?? null,
          flightNumberId: t.refNumber ?? '',
          originCityId: t.originCityId ?? null,
          originStationId: t.originStationId ?? null,
          destinationCityId: t.destinationCityId ?? null,
          destinationStationId: t.destinationStationId ?? null,
          departureDate: t.departureDate,
          departureTime: t.departureTime ?? '',
          arrivalDate: t.arrivalDate ?? '',
          arrivalTime: t.arrivalTime ?? '',
          adults: t.adultCount,
          child: t.childCount,
          notes: t.notes ?? '',
        })),
        currentId: null,
      },
    },
    destinations,
    newId,
  );
  const layout = passengerRoomLayout(detail.requestDestinations.map((d) => roomsOf(fromRequestDestination(d))));
  const passengers = fromRequestPassengers(
    layout,
    detail.requestPassengers.map((p) => ({
      passengerGuid: p.passengerGuid,
      roomNo: p.roomNo,
      ageGroup: p.ageGroup,
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      passportNumber: p.passportNumber ?? '',
      dateOfBirth: p.dateOfBirth ?? null,
      gender: p.gender === 1 || p.gender === 2 ? String(p.gender) : null,
    })),
    newId,
  );
  return { ...filled, passengers };
}

/** The disable flags of a room for its room type's capacity (undefined: not known yet, all allowed). */
export function disabledFlags(capacity: { maxAdults: number; maxChildren: number } | undefined) {
  const allowed = capacity ? roomFlagsAllowed(capacity) : { extraBed: true, twinBed: true, extendedRoom: true };
  return {
    disableExBed: !allowed.extraBed,
    disableTwinBed: !allowed.twinBed,
    disableExtendedRoom: !allowed.extendedRoom,
  };
}
