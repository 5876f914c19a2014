/**
 * The reservation form state (spec §3 "Reservation form state", §4 "Reservation form"): two
 * independent copies, `create` and `amendment`, each with general details, destinations (with a
 * current one), passengers by room, transportations (with a current one) and the submission's
 * response; `current` says which copy the screens read. Pure: `formReducer` answers a new state.
 * Passenger rooms are regenerated whenever the rooms of the plan change (§4), keeping what was
 * typed by room and position (passenger-rooms.ts).
 */
import {
  addDestination,
  emptyDestinationList,
  removeAccommodation,
  removeDestination,
  selectDestination,
  setDestinations,
  updateDestination,
  upsertAccommodation,
  type DestinationList,
} from './destination-list.js';
import { generatePassengerRooms, passengerRoomLayout, type PassengerRoom } from './passenger-rooms.js';
import { DEFAULT_SUPPLIER_INITIAL, PENDING_STATUS } from './request-schema.js';
import { DEFAULT_REQUEST_TYPE } from './request-types.js';
import type { StayDates } from './stay-dates.js';
import { fromFormDestination, roomsOf } from './travel-plan.js';
import { initialWizard, type WizardTracking } from './wizard-steps.js';

export const FORM_STATE_KEY = 'reservationFormState';

export type CopyName = 'create' | 'amendment';

export interface GeneralDetails {
  agencyId: number | null;
  requestType: number;
  requestGuid: string;
  supplierInitial: string;
  statusId: number;
}

/** §3 "Room (form)"; `roomType` is the room type id. */
export interface FormRoom {
  id: string;
  roomType: number | null;
  providingPolicyId: number | null;
  adultCount: number;
  childWithBedCount: number;
  childWithNoBedCount: number;
  infantCount: number;
  bedType: number | null;
  extraBed: boolean;
  twinBed: boolean;
  extendedRoom: boolean;
  disableExBed: boolean;
  disableTwinBed: boolean;
  disableExtendedRoom: boolean;
}

/** §3 "Accommodation (form)": a hotel of the destination's city with its reserved rooms. */
export interface FormAccommodation {
  uniqueIdentifier: string;
  id: number;
  title: string;
  cityId: number;
  mainImageFullPath: string | null;
  rooms: FormRoom[];
}

/** §3 "Destination (form)". */
export interface FormDestination {
  uniqueIdentifier: string;
  cityId: number | null;
  cityName: string;
  checkInCheckOutDate: { start: string | null; end: string | null };
  excursions: { destinationIdentifier: string; excursionId: number }[];
  tourServices: { destinationIdentifier: string; tourId: number }[];
  accommodations: FormAccommodation[];
  currentAccommodationId: string | null;
}

/** §3 "Transportation (form)"; `flightNumberId` holds the flight or reference number as typed. */
export interface FormTransportation {
  uniqueIdentifier: string;
  typeId: number | null;
  airlineProviderId: number | null;
  flightNumberId: string;
  originCityId: number | null;
  originStationId: number | null;
  destinationCityId: number | null;
  destinationStationId: number | null;
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  adults: number;
  child: number;
  notes: string;
}

/** What a submission answered: the stored request's guid and reference. */
export interface SubmissionResponse {
  requestGuid: string;
  requestReference: string;
  supplierInitial: string;
}

export interface FormCopy {
  generalDetails: GeneralDetails;
  destinations: DestinationList<FormDestination>;
  passengers: PassengerRoom[];
  transportations: { list: FormTransportation[]; currentId: string | null };
  notes: string;
  referenceNumber: string;
  tracking: WizardTracking;
  response: SubmissionResponse | null;
}

export interface FormState {
  current: CopyName;
  create: FormCopy;
  amendment: FormCopy;
}

export const datesOf = (d: FormDestination): StayDates => ({
  checkInDate: d.checkInCheckOutDate.start,
  checkOutDate: d.checkInCheckOutDate.end,
});

export function initialCopy(newId: () => string): FormCopy {
  return {
    generalDetails: {
      agencyId: null,
      requestType: DEFAULT_REQUEST_TYPE,
      requestGuid: newId(),
      supplierInitial: DEFAULT_SUPPLIER_INITIAL,
      statusId: PENDING_STATUS,
    },
    destinations: emptyDestinationList(),
    passengers: [],
    transportations: { list: [], currentId: null },
    notes: '',
    referenceNumber: '',
    tracking: initialWizard(),
    response: null,
  };
}

export function initialFormState(newId: () => string): FormState {
  return { current: 'create', create: initialCopy(newId), amendment: initialCopy(newId) };
}

/** §3: an ongoing request exists once the create copy's agency is set (and it is not submitted yet). */
export function hasOngoingRequest(state: FormState): boolean {
  return state.create.generalDetails.agencyId !== null && state.create.response === null;
}

export function blankDestination(id: string): FormDestination {
  return {
    uniqueIdentifier: id,
    cityId: null,
    cityName: '',
    checkInCheckOutDate: { start: null, end: null },
    excursions: [],
    tourServices: [],
    accommodations: [],
    currentAccommodationId: null,
  };
}

export function blankRoom(id: string): FormRoom {
  return {
    id,
    roomType: null,
    providingPolicyId: null,
    adultCount: 1,
    childWithBedCount: 0,
    childWithNoBedCount: 0,
    infantCount: 0,
    bedType: null,
    extraBed: false,
    twinBed: false,
    extendedRoom: false,
    disableExBed: false,
    disableTwinBed: false,
    disableExtendedRoom: false,
  };
}

export function blankTransportation(id: string): FormTransportation {
  return {
    uniqueIdentifier: id,
    typeId: null,
    airlineProviderId: null,
    flightNumberId: '',
    originCityId: null,
    originStationId: null,
    destinationCityId: null,
    destinationStationId: null,
    departureDate: '',
    departureTime: '',
    arrivalDate: '',
    arrivalTime: '',
    adults: 1,
    child: 0,
    notes: '',
  };
}

export type FormAction =
  | { type: 'openCopy'; copy: CopyName; reset: boolean }
  | { type: 'newRequest' }
  | { type: 'setGeneral'; general: Partial<Omit<GeneralDetails, 'requestGuid'>> }
  | { type: 'addDestination'; destination: FormDestination }
  | { type: 'updateDestination'; destination: FormDestination }
  | { type: 'removeDestination'; id: string }
  | { type: 'selectDestination'; id: string }
  | { type: 'upsertAccommodation'; destinationId: string; accommodation: FormAccommodation }
  | { type: 'removeAccommodation'; destinationId: string; id: string }
  | { type: 'setPassengers'; passengers: PassengerRoom[] }
  | { type: 'upsertTransportation'; transportation: FormTransportation }
  | { type: 'removeTransportation'; id: string }
  | { type: 'selectTransportation'; id: string | null }
  | { type: 'resetTransportations' }
  | { type: 'setCompletion'; notes?: string; referenceNumber?: string }
  | { type: 'setTracking'; tracking: WizardTracking }
  | { type: 'submitted'; response: SubmissionResponse; tracking: WizardTracking }
  | { type: 'fill'; copy: CopyName; value: FormCopy };

/** The passenger rooms for the plan's rooms (the destination with the largest headcount), keeping what was typed. */
export function regeneratePassengers(copy: FormCopy, newId: () => string): FormCopy {
  const layout = passengerRoomLayout(copy.destinations.destinations.map((d) => roomsOf(fromFormDestination(d))));
  return { ...copy, passengers: generatePassengerRooms(layout, copy.passengers, newId) };
}

function withDestinations(
  copy: FormCopy,
  destinations: DestinationList<FormDestination>,
  newId: () => string,
): FormCopy {
  return regeneratePassengers({ ...copy, destinations }, newId);
}

function mapDestination(
  copy: FormCopy,
  id: string,
  change: (d: FormDestination) => FormDestination,
): DestinationList<FormDestination> {
  const target = copy.destinations.destinations.find((d) => d.uniqueIdentifier === id);
  return target ? updateDestination(copy.destinations, change(target), datesOf) : copy.destinations;
}

/** One copy's answer to an action (actions about the copies as a whole are handled by formReducer). */
export function copyReducer(copy: FormCopy, action: FormAction, newId: () => string): FormCopy {
  switch (action.type) {
    case 'setGeneral':
      return { ...copy, generalDetails: { ...copy.generalDetails, ...action.general } };
    case 'addDestination':
      return withDestinations(copy, addDestination(copy.destinations, action.destination, datesOf), newId);
    case 'updateDestination':
      return withDestinations(copy, updateDestination(copy.destinations, action.destination, datesOf), newId);
    case 'removeDestination':
      return withDestinations(copy, removeDestination(copy.destinations, action.id), newId);
    case 'selectDestination':
      return { ...copy, destinations: selectDestination(copy.destinations, action.id) };
    case 'upsertAccommodation':
      return withDestinations(
        copy,
        mapDestination(copy, action.destinationId, (d) => {
          const next = upsertAccommodation(
            { accommodations: d.accommodations, currentId: d.currentAccommodationId },
            action.accommodation,
          );
          return { ...d, accommodations: next.accommodations, currentAccommodationId: next.currentId };
        }),
        newId,
      );
    case 'removeAccommodation':
      return withDestinations(
        copy,
        mapDestination(copy, action.destinationId, (d) => {
          const next = removeAccommodation(
            { accommodations: d.accommodations, currentId: d.currentAccommodationId },
            action.id,
          );
          return { ...d, accommodations: next.accommodations, currentAccommodationId: next.currentId };
        }),
        newId,
      );
    case 'setPassengers':
      return { ...copy, passengers: action.passengers };
    case 'upsertTransportation': {
      const { list } = copy.transportations;
      const exists = list.some((t) => t.uniqueIdentifier === action.transportation.uniqueIdentifier);
      return {
        ...copy,
        transportations: {
          list: exists
            ? list.map((t) =>
                t.uniqueIdentifier === action.transportation.uniqueIdentifier ? action.transportation : t,
              )
            : [...list, action.transportation],
          currentId: null,
        },
      };
    }
    case 'removeTransportation':
      return {
        ...copy,
        transportations: {
          list: copy.transportations.list.filter((t) => t.uniqueIdentifier !== action.id),
          currentId: copy.transportations.currentId === action.id ? null : copy.transportations.currentId,
        },
      };
    case 'selectTransportation':
      return { ...copy, transportations: { ...copy.transportations, currentId: action.id } };
    case 'resetTransportations':
      return { ...copy, transportations: { list: [], currentId: null } };
    case 'setCompletion':
      return {
        ...copy,
        notes: action.notes ?? copy.notes,
        referenceNumber: action.referenceNumber ?? copy.referenceNumber,
      };
    case 'setTracking':
      return { ...copy, tracking: action.tracking };
    case 'submitted':
      return { ...copy, response: action.response, tracking: action.tracking };
    default:
      return copy;
  }
}

/**
 * The form state's reducer. `openCopy` makes a copy current (§4: opening the amendment form
 * resets it; opening create keeps a half-written request unless asked to reset); `newRequest`
 * starts the current copy over with a new requestGuid; `fill` replaces a copy (an amendment
 * loaded from a stored request). Every other action changes the current copy.
 */
export function formReducer(state: FormState, action: FormAction, newId: () => string): FormState {
  switch (action.type) {
    case 'openCopy':
      return { ...state, current: action.copy, [action.copy]: action.reset ? initialCopy(newId) : state[action.copy] };
    case 'newRequest':
      return { ...state, [state.current]: initialCopy(newId) };
    case 'fill':
      return { ...state, [action.copy]: action.value };
    default:
      return { ...state, [state.current]: copyReducer(state[state.current], action, newId) };
  }
}

/** Replaces the destinations of a copy at once (§4 "set many": the first becomes current). */
export function withManyDestinations(copy: FormCopy, destinations: FormDestination[], newId: () => string): FormCopy {
  return withDestinations(copy, setDestinations(destinations, datesOf), newId);
}
