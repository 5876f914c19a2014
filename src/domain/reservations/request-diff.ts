/**
 * What an amendment changes: a pure deep diff of two reservation requests, field by
 * field, as `{field, before, after}` with readable paths such as
 * `requestDestinations[0].destinationHotels[0].destinationHotelRoomPax[1].adultCount`.
 *
 * Both sides may be a request detail (getbyid) or a request body (add): only the writable
 * fields are compared, an absent, null or empty value reads as null. Lists are compared by
 * position (destinations in check-in order, hotels, rooms, passengers, transportations); an item
 * added or removed lists each of its values against null. Excursions and tour services are sets
 * (a destination books each once): one change listing them all. Ids are shown with their names
 * when either side (or `names`) carries them, `Grand Plaza (#12)`; codes by their names (FIT,
 * Male, Adult).
 */
import { orderByCheckIn } from './stay-dates.js';
import { REQUEST_TYPE_NAMES } from './request-types.js';

export type DiffValue = string | number | boolean | null;

export interface FieldChange {
  field: string;
  before: DiffValue;
  after: DiffValue;
}

/** Kinds of referenced rows whose names make a value readable. */
export type NameKind =
  | 'city'
  | 'hotel'
  | 'roomType'
  | 'providingPolicy'
  | 'excursion'
  | 'tourService'
  | 'transportationType'
  | 'transportationProvider'
  | 'station';

/** Names by kind and id, e.g. `{hotel: {12: 'Grand Plaza'}}`. */
export type NameBook = Partial<Record<NameKind, Record<number, string>>>;

type Loose = Record<string, unknown>;
/** A request as the diff reads it: a detail or a body (structural: unknown keys are ignored). */
export interface DiffableRequest {
  requestType?: number | null;
  remarks?: string | null;
  referenceNumber?: string | null;
  requestDestinations?: readonly Loose[] | null;
  requestPassengers?: readonly Loose[] | null;
  requestTransportations?: readonly Loose[] | null;
}

const GENDERS: Record<number, string> = { 1: 'Male', 2: 'Female' };
const AGE_GROUPS: Record<number, string> = { 1: 'Adult', 2: 'Child 6-12', 3: 'Child 2-6', 4: 'Infant' };

/** How a field's value reads: an id of a kind (with its name next to it), a code with names, or as is. */
type FieldKind = { id: NameKind; name: string } | { codes: Record<number, string> } | 'plain';

const ROOM_FIELDS: Record<string, FieldKind> = {
  roomTypeId: { id: 'roomType', name: 'roomTypeName' },
  providingPolicyId: { id: 'providingPolicy', name: 'providingPolicyName' },
  adultCount: 'plain',
  childWithBedCount: 'plain',
  childWithNoBedCount: 'plain',
  infantCount: 'plain',
  bedType: 'plain',
  extraBed: 'plain',
  twinBed: 'plain',
  extendedRoom: 'plain',
};
const PASSENGER_FIELDS: Record<string, FieldKind> = {
  firstName: 'plain',
  lastName: 'plain',
  gender: { codes: GENDERS },
  dateOfBirth: 'plain',
  passportNumber: 'plain',
  ageGroup: { codes: AGE_GROUPS },
  roomNo: 'plain',
};
const TRANSPORTATION_FIELDS: Record<string, FieldKind> = {
  transportationTypeId: { id: 'transportationType', name: 'transportationTypeName' },
  transportationProviderId: { id: 'transportationProvider', name: 'transportationProviderName' },
  refNumber: 'plain',
  originCityId: { id: 'city', name: 'originCityName' },
  destinationCityId: { id: 'city', name: 'destinationCityName' },
  originStationId: { id: 'station', name: 'originStationName' },
  destinationStationId: { id: 'station', name: 'destinationStationName' },
  adultCount: 'plain',
  childCount: 'plain',
  departureDate: 'plain',
  departureTime: 'plain',
  arrivalDate: 'plain',
  arrivalTime: 'plain',
  notes: 'plain',
};
const DESTINATION_FIELDS: Record<string, FieldKind> = {
  cityId: { id: 'city', name: 'cityName' },
  checkInDate: 'plain',
  checkOutDate: 'plain',
};
const HOTEL_FIELDS: Record<string, FieldKind> = { hotelId: { id: 'hotel', name: 'hotelName' } };
const HEAD_FIELDS: Record<string, FieldKind> = {
  requestType: { codes: REQUEST_TYPE_NAMES },
  remarks: 'plain',
  referenceNumber: 'plain',
};

/** What an absent value of an item that exists reads as (the body's defaults). */
const DEFAULTS: Record<string, DiffValue> = {
  childWithBedCount: 0,
  childWithNoBedCount: 0,
  infantCount: 0,
  extraBed: false,
  twinBed: false,
  extendedRoom: false,
  adultCount: 0,
  childCount: 0,
  ageGroup: 1,
};

/** Absent, null and empty text are all "no value"; dates and times compare by their text. */
function scalar(value: unknown): DiffValue {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

const asList = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : []);

/** Every name either side carries, under its kind, plus the given book (which wins). */
function collectNames(sides: DiffableRequest[], extra: NameBook): NameBook {
  const book: NameBook = {};
  const put = (kind: NameKind, id: unknown, name: unknown) => {
    if (typeof id === 'number' && typeof name === 'string' && name) (book[kind] ??= {})[id] = name;
  };
  const fromFields = (item: Loose, fields: Record<string, FieldKind>) => {
    for (const [field, kind] of Object.entries(fields))
      if (typeof kind === 'object' && 'id' in kind) put(kind.id, item[field], item[kind.name]);
  };
  for (const side of sides) {
    for (const d of asList(side.requestDestinations)) {
      fromFields(d, DESTINATION_FIELDS);
      for (const h of asList(d.destinationHotels)) {
        fromFields(h, HOTEL_FIELDS);
        for (const r of asList(h.destinationHotelRoomPax)) fromFields(r, ROOM_FIELDS);
      }
      for (const e of asList(d.destinationExcursions)) put('excursion', e.excursionId, e.excursionName);
      for (const t of asList(d.destinationTourServices)) put('tourService', t.tourServiceId, t.tourServiceName);
    }
    for (const t of asList(side.requestTransportations)) fromFields(t, TRANSPORTATION_FIELDS);
  }
  for (const [kind, names] of Object.entries(extra) as [NameKind, Record<number, string>][]) {
    for (const [id, name] of Object.entries(names)) put(kind, Number(id), name);
  }
  return book;
}

function readable(value: DiffValue, kind: FieldKind, book: NameBook): DiffValue {
  if (value === null || kind === 'plain') return value;
  if ('codes' in kind) return typeof value === 'number' ? (kind.codes[value] ?? value) : value;
  const name = typeof value === 'number' ? book[kind.id]?.[value] : undefined;
  return name ? `${name} (#${value})` : value;
}

/** The set of ids of a destination's excursions or tours, as one readable value (null when none). */
function idSet(items: Loose[], key: string, kind: NameKind, book: NameBook): { key: string; text: DiffValue } {
  const ids = [...new Set(items.map((i) => i[key]).filter((id): id is number => typeof id === 'number'))].sort(
    (a, b) => a - b,
  );
  return {
    key: ids.join(','),
    text: ids.length ? ids.map((id) => readable(id, { id: kind, name: '' }, book)).join(', ') : null,
  };
}

class Differ {
  readonly changes: FieldChange[] = [];
  constructor(private readonly book: NameBook) {}

  fields(path: string, before: Loose | undefined, after: Loose | undefined, fields: Record<string, FieldKind>): void {
    for (const [field, kind] of Object.entries(fields)) {
      const a = before ? (scalar(before[field]) ?? DEFAULTS[field] ?? null) : null;
      const b = after ? (scalar(after[field]) ?? DEFAULTS[field] ?? null) : null;
      if (a !== b)
        this.changes.push({
          field: `${path}${path ? '.' : ''}${field}`,
          before: readable(a, kind, this.book),
          after: readable(b, kind, this.book),
        });
    }
  }

  list(
    path: string,
    before: Loose[],
    after: Loose[],
    each: (at: string, a: Loose | undefined, b: Loose | undefined) => void,
  ): void {
    for (let i = 0; i < Math.max(before.length, after.length); i++) each(`${path}[${i}]`, before[i], after[i]);
  }

  set(path: string, before: Loose[], after: Loose[], key: string, kind: NameKind): void {
    const a = idSet(before, key, kind, this.book);
    const b = idSet(after, key, kind, this.book);
    if (a.key !== b.key) this.changes.push({ field: path, before: a.text, after: b.text });
  }
}

const byCheckIn = (list: unknown) =>
  orderByCheckIn(asList(list), (d) => ({
    checkInDate: d.checkInDate as string | null,
    checkOutDate: d.checkOutDate as string | null,
  }));

/** The changes that turn `before` into `after`, in the order of the request's parts; empty when they match. */
export function diffRequests(before: DiffableRequest, after: DiffableRequest, names: NameBook = {}): FieldChange[] {
  const d = new Differ(collectNames([before, after], names));
  d.fields('', before as Loose, after as Loose, HEAD_FIELDS);
  d.list(
    'requestDestinations',
    byCheckIn(before.requestDestinations),
    byCheckIn(after.requestDestinations),
    (at, a, b) => {
      d.fields(at, a, b, DESTINATION_FIELDS);
      d.list(
        `${at}.destinationHotels`,
        asList(a?.destinationHotels),
        asList(b?.destinationHotels),
        (hotelAt, ha, hb) => {
          d.fields(hotelAt, ha, hb, HOTEL_FIELDS);
          d.list(
            `${hotelAt}.destinationHotelRoomPax`,
            asList(ha?.destinationHotelRoomPax),
            asList(hb?.destinationHotelRoomPax),
            (roomAt, ra, rb) => d.fields(roomAt, ra, rb, ROOM_FIELDS),
          );
        },
      );
      d.set(
        `${at}.destinationExcursions`,
        asList(a?.destinationExcursions),
        asList(b?.destinationExcursions),
        'excursionId',
        'excursion',
      );
      d.set(
        `${at}.destinationTourServices`,
        asList(a?.destinationTourServices),
        asList(b?.destinationTourServices),
        'tourServiceId',
        'tourService',
      );
    },
  );
  d.list('requestPassengers', asList(before.requestPassengers), asList(after.requestPassengers), (at, a, b) =>
    d.fields(at, a, b, PASSENGER_FIELDS),
  );
  d.list(
    'requestTransportations',
    asList(before.requestTransportations),
    asList(after.requestTransportations),
    (at, a, b) => d.fields(at, a, b, TRANSPORTATION_FIELDS),
  );
  return d.changes;
}
