import { describe, expect, it } from 'vitest';
import { diffRequests, type DiffableRequest } from '@domain/reservations/request-diff.js';

/** A detail as getbyid answers it (names next to ids). */
const detail = (): DiffableRequest => ({
  requestType: 1,
  remarks: 'Honeymoon',
  referenceNumber: 'AG-1',
  requestDestinations: [
    {
      id: 7,
      cityId: 3,
      cityName: 'Paris',
      checkInDate: '2027-03-01',
      checkOutDate: '2027-03-05',
      destinationHotels: [
        {
          id: 9,
          hotelId: 12,
          hotelName: 'Grand Plaza',
          statusId: 1,
          destinationHotelRoomPax: [
            {
              id: 1,
              roomNo: 1,
              roomTypeId: 4,
              roomTypeName: 'Double',
              providingPolicyId: 8,
              adultCount: 2,
              childWithBedCount: 0,
              childWithNoBedCount: 0,
              infantCount: 0,
              extraBed: false,
              twinBed: false,
              extendedRoom: false,
            },
            {
              id: 2,
              roomNo: 2,
              roomTypeId: 4,
              roomTypeName: 'Double',
              providingPolicyId: 8,
              adultCount: 1,
              childWithBedCount: 0,
              childWithNoBedCount: 0,
              infantCount: 0,
              extraBed: false,
              twinBed: false,
              extendedRoom: false,
            },
          ],
        },
      ],
      destinationExcursions: [{ id: 1, excursionId: 5, excursionName: 'Louvre' }],
      destinationTourServices: [],
    },
  ],
  requestPassengers: [
    { passengerGuid: 'a', firstName: 'Ada', lastName: 'Lovelace', gender: 2, ageGroup: 1, roomNo: 1 },
    { passengerGuid: 'b', firstName: 'Charles', lastName: 'Babbage', gender: 1, ageGroup: 1, roomNo: 1 },
  ],
  requestTransportations: [],
});

/** The same request as a body (no names, no ids of rows, defaults left out). */
const READ_ONLY = ['id', 'passengerGuid', 'cityName', 'hotelName', 'roomTypeName', 'excursionName', 'statusId'];
const bodyOf = (d: DiffableRequest) =>
  JSON.parse(JSON.stringify(d, (key, value) => (READ_ONLY.includes(key) ? undefined : value))) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- edited freely below

describe('diffRequests', () => {
  it('finds nothing between a detail and the body it reads as (names, ids and defaults aside)', () => {
    const body = bodyOf(detail());
    delete body.requestDestinations[0].destinationHotels[0].destinationHotelRoomPax[0].extraBed;
    delete body.requestDestinations[0].destinationHotels[0].destinationHotelRoomPax[1].childWithBedCount;
    body.remarks = 'Honeymoon';
    expect(diffRequests(detail(), body)).toEqual([]);
  });

  it('names each changed field by its path, with before and after, ids shown with their names', () => {
    const body = bodyOf(detail());
    body.requestDestinations[0].destinationHotels[0].destinationHotelRoomPax[1].adultCount = 2;
    body.requestDestinations[0].destinationHotels[0].hotelId = 14;
    body.requestPassengers[1].firstName = 'Charlie';
    body.requestPassengers[0].gender = 1;
    body.requestType = 2;
    expect(diffRequests(detail(), body, { hotel: { 14: 'Sea View' } })).toEqual([
      { field: 'requestType', before: 'FIT', after: 'GIT' },
      {
        field: 'requestDestinations[0].destinationHotels[0].hotelId',
        before: 'Grand Plaza (#12)',
        after: 'Sea View (#14)',
      },
      {
        field: 'requestDestinations[0].destinationHotels[0].destinationHotelRoomPax[1].adultCount',
        before: 1,
        after: 2,
      },
      { field: 'requestPassengers[0].gender', before: 'Female', after: 'Male' },
      { field: 'requestPassengers[1].firstName', before: 'Charles', after: 'Charlie' },
    ]);
  });

  it('lists the values of an added or removed item against null, and ids without a known name as they are', () => {
    const body = bodyOf(detail());
    body.requestPassengers.pop();
    body.requestTransportations = [{ transportationTypeId: 30, departureDate: '2027-03-01', departureTime: '08:30' }];
    expect(diffRequests(detail(), body)).toEqual([
      { field: 'requestPassengers[1].firstName', before: 'Charles', after: null },
      { field: 'requestPassengers[1].lastName', before: 'Babbage', after: null },
      { field: 'requestPassengers[1].gender', before: 'Male', after: null },
      { field: 'requestPassengers[1].ageGroup', before: 'Adult', after: null },
      { field: 'requestPassengers[1].roomNo', before: 1, after: null },
      { field: 'requestTransportations[0].transportationTypeId', before: null, after: 30 },
      { field: 'requestTransportations[0].adultCount', before: null, after: 0 },
      { field: 'requestTransportations[0].childCount', before: null, after: 0 },
      { field: 'requestTransportations[0].departureDate', before: null, after: '2027-03-01' },
      { field: 'requestTransportations[0].departureTime', before: null, after: '08:30' },
    ]);
  });

  it('compares excursions and tours as sets, and destinations in check-in order', () => {
    const body = bodyOf(detail());
    body.requestDestinations[0].destinationExcursions = [{ excursionId: 6 }, { excursionId: 5 }, { excursionId: 5 }];
    body.requestDestinations.unshift({
      cityId: 3,
      checkInDate: '2027-03-10',
      checkOutDate: '2027-03-12',
      destinationTourServices: [{ tourServiceId: 2 }],
    });
    expect(diffRequests(detail(), body, { excursion: { 6: 'Orsay' } })).toEqual([
      {
        field: 'requestDestinations[0].destinationExcursions',
        before: 'Louvre (#5)',
        after: 'Louvre (#5), Orsay (#6)',
      },
      { field: 'requestDestinations[1].cityId', before: null, after: 'Paris (#3)' },
      { field: 'requestDestinations[1].checkInDate', before: null, after: '2027-03-10' },
      { field: 'requestDestinations[1].checkOutDate', before: null, after: '2027-03-12' },
      { field: 'requestDestinations[1].destinationTourServices', before: null, after: '2' },
    ]);
    // Same set in another order: no change.
    const reordered = bodyOf(detail());
    reordered.requestDestinations[0].destinationExcursions = [{ excursionId: 5 }];
    expect(diffRequests(detail(), reordered)).toEqual([]);
  });

  it('reads absent, null and empty text alike', () => {
    const before = { ...detail(), remarks: null, referenceNumber: '' };
    const after = { ...detail(), remarks: undefined, referenceNumber: null };
    expect(diffRequests(before, after)).toEqual([]);
    expect(diffRequests(before, { ...after, remarks: 'Late arrival' })).toEqual([
      { field: 'remarks', before: null, after: 'Late arrival' },
    ]);
  });
});
