/**
 * The wizard's body check: the request schema's validator precompiled at build time
 * (virtual:body-validator/request-body, scripts/body-validators.ts), errors keyed by the
 * server's field paths and placed on the wizard step they belong to.
 */
import { describe, expect, it } from 'vitest';
import { fieldPath } from '@domain/field-path.js';
import { bodyErrors, errorsOfStep, stepOfField } from '@resources/reservations/wizard/validate-body.js';
import { bodyValidatorModule } from '../../../scripts/body-validators.js';
import type { RequestBody } from '@domain/reservations/request-schema.js';

const body = (): RequestBody => ({
  requestGuid: '7d3b1c9e-2f4a-4b8e-9c1d-0a2b3c4d5e6f',
  agencyId: 1,
  requestType: 1,
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
      destinationExcursions: [],
      destinationTourServices: [],
    },
  ],
  requestPassengers: [{ roomNo: 1, firstName: 'Ada', lastName: 'Lovelace', ageGroup: 1 }],
  requestTransportations: [
    { transportationTypeId: 17, departureDate: '2027-03-13', departureTime: '09:45', adultCount: 2, childCount: 0 },
  ],
});

describe('the request body checked before it is sent', () => {
  it('accepts a complete body', () => {
    expect(bodyErrors(body())).toEqual({});
  });

  it("keys problems by the server's field paths and puts them on their step", () => {
    const bad = body();
    bad.requestDestinations[0].cityId = 0;
    bad.requestTransportations![0].departureTime = '9:45';
    bad.requestPassengers![0].roomNo = 0;
    const errors = bodyErrors(bad);
    expect(Object.keys(errors).sort()).toEqual([
      'requestDestinations[0].cityId',
      'requestPassengers[0].roomNo',
      'requestTransportations[0].departureTime',
    ]);
    expect(errors['requestTransportations[0].departureTime']).toEqual(['reservationWizard.errors.format']);
    expect(Object.keys(errorsOfStep(errors, 2))).toEqual(['requestDestinations[0].cityId']);
    expect(Object.keys(errorsOfStep(errors, 3))).toEqual(['requestTransportations[0].departureTime']);
    expect(Object.keys(errorsOfStep(errors, 4))).toEqual(['requestPassengers[0].roomNo']);
  });

  it('maps paths and steps like the server', () => {
    expect(fieldPath('/requestDestinations/1/destinationHotels/0', 'hotelId')).toBe(
      'requestDestinations[1].destinationHotels[0].hotelId',
    );
    expect([stepOfField('agencyId'), stepOfField('requestType'), stepOfField('remarks')]).toEqual([1, 1, 5]);
  });

  it('is a module that compiles nothing in the browser (no eval, no Function)', async () => {
    const code = await bodyValidatorModule('request-body');
    expect(code).toMatch(/export default/);
    expect(code).not.toMatch(/new Function|\beval\(/);
  });
});
