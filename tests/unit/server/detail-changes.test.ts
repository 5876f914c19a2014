/** The field diffs of a request update: readable paths, list items matched by what identifies them. */
import { describe, expect, it } from 'vitest';
import { detailChanges } from '@server/reservations/updates/detail-changes.js';

describe('detailChanges', () => {
  it('lists changed leaves by path and leaves bookkeeping out', () => {
    expect(
      detailChanges(
        { referenceNumber: 'A', remarks: 'same', version: 1, lastModifiedDate: 'x' },
        { referenceNumber: 'B', remarks: 'same', version: 2, lastModifiedDate: 'y' },
      ),
    ).toEqual([{ field: 'referenceNumber', before: 'A', after: 'B' }]);
  });

  it('an absent optional value reads as null', () => {
    expect(detailChanges({}, { counterId: 3 })).toEqual([{ field: 'counterId', before: null, after: 3 }]);
    expect(detailChanges({ counterId: 3 }, {})).toEqual([{ field: 'counterId', before: 3, after: null }]);
  });

  it('matches passengers by guid: a change, an added one, a removed one', () => {
    const a = { passengerGuid: 'a', firstName: 'Ada' };
    const b = { passengerGuid: 'b', firstName: 'Bob' };
    const c = { passengerGuid: 'c', firstName: 'Cy' };
    expect(
      detailChanges({ requestPassengers: [a, b] }, { requestPassengers: [{ ...b, firstName: 'Rob' }, c] }),
    ).toEqual([
      { field: 'requestPassengers[0].firstName', before: 'Bob', after: 'Rob' },
      { field: 'requestPassengers[1]', before: null, after: c },
      { field: 'requestPassengers[0]', before: a, after: null },
    ]);
  });

  it('walks nested lists (destinations, hotels) and matches excursions by excursion', () => {
    const before = {
      requestDestinations: [
        {
          id: 7,
          destinationHotels: [
            { id: 1, statusId: 3 },
            { id: 2, statusId: 3 },
          ],
          destinationExcursions: [{ id: 10, excursionId: 5 }],
        },
      ],
    };
    const after = {
      requestDestinations: [
        {
          id: 7,
          destinationHotels: [
            { id: 1, statusId: 3 },
            { id: 2, statusId: 1 },
          ],
          destinationExcursions: [{ id: 11, excursionId: 5 }],
        },
      ],
    };
    expect(detailChanges(before, after)).toEqual([
      { field: 'requestDestinations[0].destinationHotels[1].statusId', before: 3, after: 1 },
      { field: 'requestDestinations[0].destinationExcursions[0].id', before: 10, after: 11 },
    ]);
  });

  it('nothing changed: no changes', () => {
    const detail = { requestGuid: 'g', requestPassengers: [{ passengerGuid: 'a', firstName: 'Ada' }] };
    expect(detailChanges(detail, structuredClone(detail))).toEqual([]);
  });
});
