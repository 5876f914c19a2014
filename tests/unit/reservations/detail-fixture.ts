/** A request detail as `getbyid` answers it (issue 11 contract), for the detail screen's ui tests. */
import type { RequestView } from '@resources/reservations/detail/detail-api';

export const GUID = '6f1c2a52-1111-4b7e-9f00-000000000001';

export function requestDetail(overrides: Partial<RequestView> = {}): RequestView {
  return {
    requestGuid: GUID, requestReference: 'FIT-000042', supplierInitial: 'ORS', referenceNumber: 'AG-77',
    agencyId: 3, agencyName: 'Blue Sky Travel', requestType: 1, requestTypeName: 'FIT', statusId: 3, status: 'Pending',
    dateCreated: '2026-11-20T09:30:00Z', version: 4, counterId: 9, counterName: 'Carla Counter', remarks: 'Late arrival',
    requestDestinations: [
      {
        id: 22, cityId: 2, cityName: 'Fes', countryName: 'Morocco', checkInDate: '2026-12-10', checkOutDate: '2026-12-12',
        destinationHotels: [], destinationExcursions: [{ id: 1, excursionId: 31, excursionName: 'Medina walk' }], destinationTourServices: [],
      },
      {
        id: 21, cityId: 1, cityName: 'Marrakech', countryName: 'Morocco', checkInDate: '2026-12-05', checkOutDate: '2026-12-10',
        destinationHotels: [{
          id: 51, hotelId: 7, hotelName: 'Riad Atlas', statusId: 3, status: 'Pending', supplierId: 5, supplierName: 'Atlas DMC',
          operatorId: null, operatorName: null, notes: null,
          destinationHotelRoomPax: [{
            id: 61, roomNo: 1, roomLabel: 'Room 1', roomTypeId: 4, roomTypeName: 'Double', providingPolicyId: 2, providingPolicyName: 'Half board',
            adultCount: 2, childWithBedCount: 1, childWithNoBedCount: 0, infantCount: 0, extraBed: true, twinBed: false, extendedRoom: false,
          }],
        }],
        destinationExcursions: [], destinationTourServices: [{ id: 2, tourServiceId: 41, tourServiceName: 'Airport transfer' }],
      },
    ],
    requestPassengers: [
      { passengerGuid: '6f1c2a52-2222-4b7e-9f00-000000000001', roomNo: 1, ageGroup: 1, firstName: 'Ana', lastName: 'Lopez', gender: 2 },
      { passengerGuid: '6f1c2a52-2222-4b7e-9f00-000000000002', roomNo: 2, ageGroup: 2, firstName: 'Tom', lastName: 'Lopez', gender: 1 },
    ],
    requestTransportations: [{
      transportationGuid: '6f1c2a52-3333-4b7e-9f00-000000000001', transportationTypeId: 70, transportationTypeName: 'Flight',
      transportationProviderName: 'Royal Air', refNumber: 'AT-800', originCityId: 8, originCityName: 'Paris', destinationCityId: 1,
      destinationCityName: 'Marrakech', departureDate: '2026-12-05', departureTime: '08:15', adultCount: 2, childCount: 1,
    }],
    ...overrides,
  };
}
