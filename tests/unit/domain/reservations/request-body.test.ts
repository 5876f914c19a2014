import { describe, expect, it } from 'vitest';
import {
  blankDestination,
  blankRoom,
  blankTransportation,
  formReducer,
  initialFormState,
  type FormAction,
  type FormCopy,
} from '@domain/reservations/form-state.js';
import { fromRequestDetail, toRequestBody } from '@domain/reservations/request-body.js';
import { requestBodySchema, type RequestDetail } from '@domain/reservations/request-schema.js';
import { allowedFlags, roomFlagsAllowed } from '@domain/reservations/room-flags.js';
import { createAjv } from '@schema/ajv.js';

const ids = () => {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
};

const validate = createAjv({ allErrors: true, strict: false }).compile(requestBodySchema);

function plannedCopy(): FormCopy {
  const newId = ids();
  const actions: FormAction[] = [
    { type: 'setGeneral', general: { agencyId: 3 } },
    {
      type: 'addDestination',
      destination: {
        ...blankDestination('d1'),
        cityId: 1,
        cityName: 'Paris',
        checkInCheckOutDate: { start: '2027-03-10', end: '2027-03-13' },
        excursions: [{ destinationIdentifier: 'd1', excursionId: 5 }],
      },
    },
    {
      type: 'upsertAccommodation',
      destinationId: 'd1',
      accommodation: {
        uniqueIdentifier: 'hotel-1',
        id: 1,
        title: 'H',
        cityId: 1,
        mainImageFullPath: null,
        rooms: [
          {
            ...blankRoom('r1'),
            roomType: 1,
            providingPolicyId: 25,
            adultCount: 2,
            childWithBedCount: 1,
            twinBed: true,
          },
        ],
      },
    },
    {
      type: 'upsertTransportation',
      transportation: {
        ...blankTransportation('t1'),
        typeId: 17,
        flightNumberId: ' AF 1390 ',
        departureDate: '2027-03-13',
        departureTime: '09:45',
        adults: 2,
      },
    },
    { type: 'setCompletion', notes: 'Quiet room', referenceNumber: '' },
  ];
  let state = actions.reduce((s, a) => formReducer(s, a, newId), initialFormState(newId));
  const rooms = state.create.passengers;
  state = formReducer(
    state,
    {
      type: 'setPassengers',
      passengers: [
        {
          ...rooms[0],
          passengers: rooms[0].passengers.map((p, i) =>
            i ? p : { ...p, firstName: ' Ada ', lastName: 'Lovelace', gender: '2' },
          ),
        },
      ],
    },
    newId,
  );
  return state.create;
}

describe('the request body from the wizard (POST add)', () => {
  it('is valid against the request schema, with the guid, agency, rooms, excursions, passengers and transportations', () => {
    const body = toRequestBody(plannedCopy(), 3);
    expect(validate(JSON.parse(JSON.stringify(body))), JSON.stringify(validate.errors)).toBe(true);
    expect(body).toMatchObject({
      agencyId: 3,
      requestType: 1,
      remarks: 'Quiet room',
      requestDestinations: [
        {
          cityId: 1,
          checkInDate: '2027-03-10',
          checkOutDate: '2027-03-13',
          destinationHotels: [
            {
              hotelId: 1,
              destinationHotelRoomPax: [
                {
                  roomTypeId: 1,
                  providingPolicyId: 25,
                  adultCount: 2,
                  childWithBedCount: 1,
                  twinBed: true,
                  extraBed: false,
                },
              ],
            },
          ],
          destinationExcursions: [{ excursionId: 5 }],
          destinationTourServices: [],
        },
      ],
      requestTransportations: [
        { transportationTypeId: 17, refNumber: 'AF 1390', departureTime: '09:45', adultCount: 2 },
      ],
    });
    expect(body.referenceNumber).toBeUndefined();
    expect(body.requestPassengers?.map((p) => [p.roomNo, p.ageGroup, p.firstName, p.gender])).toEqual([
      [1, 1, 'Ada', 2],
      [1, 1, undefined, null],
      [1, 2, undefined, null],
    ]);
  });

  it('names the missing field when something is not chosen yet (a room type)', () => {
    const copy = plannedCopy();
    const d = copy.destinations.destinations[0];
    const broken: FormCopy = {
      ...copy,
      destinations: {
        ...copy.destinations,
        destinations: [
          {
            ...d,
            accommodations: [{ ...d.accommodations[0], rooms: [{ ...d.accommodations[0].rooms[0], roomType: null }] }],
          },
        ],
      },
    };
    expect(validate(JSON.parse(JSON.stringify(toRequestBody(broken, 3))))).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain(
      '/requestDestinations/0/destinationHotels/0/destinationHotelRoomPax/0/roomTypeId',
    );
  });
});

describe('the amendment copy from a stored request (getbyid)', () => {
  it('fills destinations, rooms, passengers and transportations, keeping the request guid, and sends them back alike', () => {
    const original = toRequestBody(plannedCopy(), 3);
    const detail = {
      requestGuid: '11111111-1111-4111-8111-111111111111',
      requestReference: 'FIT-000001',
      supplierInitial: 'ORS',
      agencyId: 3,
      agencyName: 'A',
      requestType: 1,
      statusId: 3,
      dateCreated: '2027-01-01T00:00:00Z',
      version: 1,
      remarks: 'Quiet room',
      referenceNumber: 'R-1',
      requestDestinations: original.requestDestinations.map((d, i) => ({
        ...d,
        id: i + 1,
        cityName: 'Paris',
        destinationHotels: (d.destinationHotels ?? []).map((h) => ({
          ...h,
          id: 1,
          statusId: 3,
          destinationHotelRoomPax: h.destinationHotelRoomPax.map((r, n) => ({ ...r, id: n + 1, roomNo: n + 1 })),
        })),
        destinationExcursions: (d.destinationExcursions ?? []).map((e, n) => ({ ...e, id: n + 1 })),
        destinationTourServices: [],
      })),
      requestPassengers: (original.requestPassengers ?? []).map((p, n) => ({
        ...p,
        ageGroup: p.ageGroup ?? 1,
        passengerGuid: `22222222-2222-4222-8222-00000000000${n}`,
      })),
      requestTransportations: (original.requestTransportations ?? []).map((t) => ({
        ...t,
        adultCount: t.adultCount ?? 0,
        childCount: t.childCount ?? 0,
        transportationGuid: '33333333-3333-4333-8333-333333333333',
      })),
    } as RequestDetail;
    const copy = fromRequestDetail(detail, ids());
    expect(copy.generalDetails).toMatchObject({ agencyId: 3, requestGuid: detail.requestGuid, requestType: 1 });
    expect(copy.passengers[0].passengers[0]).toMatchObject({
      uniqueIdentifier: '22222222-2222-4222-8222-000000000000',
      firstName: 'Ada',
      gender: '2',
    });
    const again = toRequestBody(copy, 3);
    expect(again.requestGuid).toBe(detail.requestGuid);
    expect(again.requestDestinations).toEqual(original.requestDestinations);
    expect(again.requestPassengers).toEqual(original.requestPassengers);
    expect(again.requestTransportations).toEqual(original.requestTransportations);
    expect(again.referenceNumber).toBe('R-1');
  });
});

describe('room options by room type capacity', () => {
  it('allows twin beds from two adults, an extra bed from three guests, an extended room from three adults', () => {
    expect(roomFlagsAllowed({ maxAdults: 1, maxChildren: 0 })).toEqual({
      twinBed: false,
      extraBed: false,
      extendedRoom: false,
    });
    expect(roomFlagsAllowed({ maxAdults: 2, maxChildren: 0 })).toEqual({
      twinBed: true,
      extraBed: false,
      extendedRoom: false,
    });
    expect(roomFlagsAllowed({ maxAdults: 2, maxChildren: 1 })).toEqual({
      twinBed: true,
      extraBed: true,
      extendedRoom: false,
    });
    expect(roomFlagsAllowed({ maxAdults: 4, maxChildren: 2 })).toEqual({
      twinBed: true,
      extraBed: true,
      extendedRoom: true,
    });
  });

  it('clears the options a smaller room type does not allow', () => {
    const room = { ...blankRoom('r'), extraBed: true, twinBed: true, extendedRoom: true };
    expect(allowedFlags(room, { maxAdults: 2, maxChildren: 0 })).toMatchObject({
      extraBed: false,
      twinBed: true,
      extendedRoom: false,
    });
  });
});
