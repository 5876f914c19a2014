import { describe, expect, it } from 'vitest';
import {
  blankDestination,
  blankRoom,
  blankTransportation,
  formReducer,
  hasOngoingRequest,
  initialFormState,
  type FormAccommodation,
  type FormAction,
  type FormDestination,
  type FormState,
} from '@domain/reservations/form-state.js';
import { REQUEST_TYPE } from '@domain/reservations/request-types.js';

const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};

function run(actions: FormAction[], newId = ids()): FormState {
  return actions.reduce((state, action) => formReducer(state, action, newId), initialFormState(newId));
}

const dated = (id: string, start: string, end: string, cityId = 1): FormDestination => ({
  ...blankDestination(id),
  cityId,
  checkInCheckOutDate: { start, end },
});

const hotel = (id: number, rooms: [number, number?, number?, number?][]): FormAccommodation => ({
  uniqueIdentifier: `hotel-${id}`,
  id,
  title: `Hotel ${id}`,
  cityId: 1,
  mainImageFullPath: null,
  rooms: rooms.map(([a, c = 0, nb = 0, i = 0], n) => ({
    ...blankRoom(`r${id}-${n}`),
    roomType: 1,
    providingPolicyId: 1,
    adultCount: a,
    childWithBedCount: c,
    childWithNoBedCount: nb,
    infantCount: i,
  })),
});

describe('reservation form state (spec §3, §4)', () => {
  it('starts as FIT, Pending (3), supplier ORS, a generated requestGuid, on the create copy, nothing ongoing', () => {
    const state = initialFormState(ids());
    expect(state.current).toBe('create');
    expect(state.create.generalDetails).toEqual({
      agencyId: null,
      requestType: REQUEST_TYPE.FIT,
      requestGuid: 'id1',
      supplierInitial: 'ORS',
      statusId: 3,
    });
    expect(state.amendment.generalDetails.requestGuid).toBe('id2');
    expect(hasOngoingRequest(state)).toBe(false);
  });

  it('has an ongoing request once the create copy has an agency, until it is submitted', () => {
    const state = run([{ type: 'setGeneral', general: { agencyId: 4 } }]);
    expect(hasOngoingRequest(state)).toBe(true);
    const done = formReducer(
      state,
      {
        type: 'submitted',
        response: { requestGuid: 'g', requestReference: 'FIT-000001', supplierInitial: 'ORS' },
        tracking: state.create.tracking,
      },
      ids(),
    );
    expect(hasOngoingRequest(done)).toBe(false);
  });

  it('keeps destinations ordered by check-in, the added one current', () => {
    const state = run([
      { type: 'addDestination', destination: dated('b', '2027-05-10', '2027-05-12') },
      { type: 'addDestination', destination: dated('a', '2027-05-01', '2027-05-10') },
    ]);
    expect(state.create.destinations.destinations.map((d) => d.uniqueIdentifier)).toEqual(['a', 'b']);
    expect(state.create.destinations.currentId).toBe('a');
  });

  it('generates passengers from the destination with the largest headcount and keeps them by room and position', () => {
    const newId = ids();
    let state = run(
      [
        { type: 'addDestination', destination: dated('a', '2027-05-01', '2027-05-03') },
        { type: 'upsertAccommodation', destinationId: 'a', accommodation: hotel(1, [[2, 1, 1], [1]]) },
      ],
      newId,
    );
    expect(state.create.passengers.map((r) => r.passengers.length)).toEqual([3, 1]); // the child without bed is counted, not generated
    const lead = state.create.passengers[0].passengers[0];
    state = formReducer(
      state,
      {
        type: 'setPassengers',
        passengers: state.create.passengers.map((r, i) =>
          i ? r : { ...r, passengers: [{ ...lead, firstName: 'Ada', lastName: 'Lovelace' }, ...r.passengers.slice(1)] },
        ),
      },
      newId,
    );
    // A second destination with more guests gives the rooms; the lead passenger stays where she was.
    state = formReducer(
      state,
      { type: 'addDestination', destination: dated('b', '2027-05-03', '2027-05-06', 2) },
      newId,
    );
    state = formReducer(
      state,
      { type: 'upsertAccommodation', destinationId: 'b', accommodation: hotel(2, [[2], [2], [1, 0, 0, 1]]) },
      newId,
    );
    expect(state.create.passengers.map((r) => r.passengers.length)).toEqual([2, 2, 2]);
    expect(state.create.passengers[0].passengers[0]).toMatchObject({
      uniqueIdentifier: lead.uniqueIdentifier,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    // Removing the larger hotel goes back to the first destination's rooms, still keeping her.
    state = formReducer(state, { type: 'removeAccommodation', destinationId: 'b', id: 'hotel-2' }, newId);
    expect(state.create.passengers.map((r) => r.passengers.length)).toEqual([3, 1]);
    expect(state.create.passengers[0].passengers[0].firstName).toBe('Ada');
  });

  it('adds, edits, selects, removes and resets transportations', () => {
    const car = { ...blankTransportation('t1'), typeId: 17, departureDate: '2027-05-01' };
    let state = run([
      { type: 'upsertTransportation', transportation: car },
      { type: 'selectTransportation', id: 't1' },
    ]);
    expect(state.create.transportations.currentId).toBe('t1');
    state = formReducer(
      state,
      { type: 'upsertTransportation', transportation: { ...car, flightNumberId: 'AF 1390' } },
      ids(),
    );
    expect(state.create.transportations).toEqual({ list: [{ ...car, flightNumberId: 'AF 1390' }], currentId: null });
    state = formReducer(
      state,
      { type: 'upsertTransportation', transportation: { ...car, uniqueIdentifier: 't2' } },
      ids(),
    );
    state = formReducer(state, { type: 'removeTransportation', id: 't1' }, ids());
    expect(state.create.transportations.list.map((t) => t.uniqueIdentifier)).toEqual(['t2']);
    state = formReducer(state, { type: 'resetTransportations' }, ids());
    expect(state.create.transportations).toEqual({ list: [], currentId: null });
  });

  it('starts a new request with a new requestGuid; the amendment copy is independent and reset when opened', () => {
    const newId = ids();
    let state = run([{ type: 'setGeneral', general: { agencyId: 2, requestType: REQUEST_TYPE.GIT } }], newId);
    const guid = state.create.generalDetails.requestGuid;
    state = formReducer(state, { type: 'openCopy', copy: 'amendment', reset: true }, newId);
    state = formReducer(state, { type: 'setGeneral', general: { agencyId: 5 } }, newId);
    expect(state.current).toBe('amendment');
    expect(state.create.generalDetails).toMatchObject({
      agencyId: 2,
      requestType: REQUEST_TYPE.GIT,
      requestGuid: guid,
    });
    expect(state.amendment.generalDetails.agencyId).toBe(5);
    state = formReducer(state, { type: 'openCopy', copy: 'create', reset: false }, newId);
    state = formReducer(state, { type: 'newRequest' }, newId);
    expect(state.create.generalDetails.agencyId).toBeNull();
    expect(state.create.generalDetails.requestType).toBe(REQUEST_TYPE.FIT);
    expect(state.create.generalDetails.requestGuid).not.toBe(guid);
    expect(state.amendment.generalDetails.agencyId).toBe(5);
  });
});
