/**
 * The reservation request, described once as JSON Schema (2020-12): the body of
 * `POST /api/reservation/request/add` (what a client writes) and the detail answer of `add` and
 * `getbyid` (the body plus what the server makes: ids, guids, names, reference, status, dates).
 * The server validates bodies with ajv against `requestBodySchema` (src/server/reservations/
 * input.ts), the wizard can do the same, and the TypeScript types below are derived from these
 * schemas (json-schema-to-ts), never written a second time.
 *
 * Bodies list writable properties only, with `additionalProperties: false`: ajv's
 * `removeAdditional` drops read-only and unknown keys, so a `getbyid` answer can be sent back.
 * Every integer stays within its SQL column (smallint counts, integer ids); every string has a
 * maximum length equal to its column's.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MAX_DOCUMENTS_PER_REFERENCE } from '../documents/document-schema.js';
import { INT_MAX } from '../int-bounds.js';
import { DEFAULT_PAGE_SIZE } from '../paging.js';
import { REQUEST_STATUS } from './statuses.js';

/** Request types (spec §2 step 1). OTA is not offered (instant confirmation through online platforms). */
export { REQUEST_TYPE_NAMES } from './request-types.js';

/** The names of the request and hotel reservation statuses by id (statuses.ts): `{3: 'Pending', ...}`. */
export const REQUEST_STATUSES: Record<number, string> = Object.fromEntries(
  Object.entries(REQUEST_STATUS).map(([name, id]) => [id, name]),
);
/** A new request, and a hotel new to a request, is Pending (spec §3). */
export const PENDING_STATUS = REQUEST_STATUS.Pending;
/** The supplier initial of every request's reference (`ORS`); the column's default says the same (migration 007). */
export const DEFAULT_SUPPLIER_INITIAL = 'ORS';

/** 24-hour `HH:mm` (spec §5). */
export const HH_MM_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** Most rooms one hotel or destination may hold (the GIT limit, spec §9); the per-type limit is a rule. */
export const MAX_ROOMS = 50;
/** Guests of one kind in one room. */
export const MAX_ROOM_GUESTS = 20;
/** Passengers of a request: every room of the largest destination full. */
export const MAX_PASSENGERS = MAX_ROOMS * MAX_ROOM_GUESTS * 3;

const id = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;
const optionalId = { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX } as const;
const date = { type: 'string', format: 'date' } as const;
const optionalDate = { type: ['string', 'null'], format: 'date' } as const;
const guid = { type: 'string', format: 'uuid' } as const;
const text = <M extends number>(maxLength: M) => ({ type: ['string', 'null'], maxLength }) as const;
const count = <Min extends number, Max extends number>(minimum: Min, maximum: Max) =>
  ({ type: 'integer', minimum, maximum, default: minimum }) as const;
const flag = { type: 'boolean', default: false } as const;
const hhmm = { type: ['string', 'null'], pattern: HH_MM_PATTERN } as const;
const label = { type: ['string', 'null'] } as const;
const list = <Items, Max extends number>(items: Items, maxItems: Max) => ({ type: 'array', items, maxItems }) as const;

// ---- bodies (writable properties) ----

export const roomPaxBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['roomTypeId', 'providingPolicyId', 'adultCount'],
  properties: {
    roomTypeId: id,
    providingPolicyId: id,
    adultCount: count(1, MAX_ROOM_GUESTS),
    childWithBedCount: count(0, MAX_ROOM_GUESTS),
    childWithNoBedCount: count(0, MAX_ROOM_GUESTS),
    infantCount: count(0, MAX_ROOM_GUESTS),
    bedType: { type: ['integer', 'null'], minimum: 0, maximum: 32767 },
    extraBed: flag,
    twinBed: flag,
    extendedRoom: flag,
  },
} as const;

export const destinationHotelBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['hotelId', 'destinationHotelRoomPax'],
  properties: {
    hotelId: id,
    destinationHotelRoomPax: { ...list(roomPaxBodySchema, MAX_ROOMS), minItems: 1 },
  },
} as const;

export const destinationBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cityId', 'checkInDate', 'checkOutDate'],
  properties: {
    cityId: id,
    checkInDate: date,
    checkOutDate: date,
    destinationHotels: { ...list(destinationHotelBodySchema, MAX_ROOMS), default: [] },
    destinationExcursions: {
      ...list(
        {
          type: 'object',
          additionalProperties: false,
          required: ['excursionId'],
          properties: { excursionId: id },
        } as const,
        100,
      ),
      default: [],
    },
    destinationTourServices: {
      ...list(
        {
          type: 'object',
          additionalProperties: false,
          required: ['tourServiceId'],
          properties: { tourServiceId: id },
        } as const,
        100,
      ),
      default: [],
    },
  },
} as const;

export const passengerBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['roomNo'],
  properties: {
    firstName: text(100),
    lastName: text(100),
    /** 1 male, 2 female */
    gender: { type: ['integer', 'null'], enum: [1, 2, null] },
    dateOfBirth: optionalDate,
    passportNumber: text(50),
    /** 1 Adult, 2 Child 6-12, 3 Child 2-6, 4 Infant */
    ageGroup: { type: 'integer', minimum: 1, maximum: 4, default: 1 },
    roomNo: { type: 'integer', minimum: 1, maximum: MAX_ROOMS },
  },
} as const;

export const transportationBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transportationTypeId', 'departureDate'],
  properties: {
    transportationTypeId: id,
    transportationProviderId: optionalId,
    refNumber: text(50),
    originCityId: optionalId,
    destinationCityId: optionalId,
    originStationId: optionalId,
    destinationStationId: optionalId,
    adultCount: count(0, 999),
    childCount: count(0, 999),
    departureDate: date,
    departureTime: hhmm,
    arrivalDate: optionalDate,
    arrivalTime: hhmm,
    notes: text(2000),
  },
} as const;

export const requestBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['requestType', 'requestDestinations'],
  properties: {
    /** Made by the wizard when a request is started; the same guid again answers the stored request. */
    requestGuid: { type: ['string', 'null'], format: 'uuid' },
    /** Required for company users; agency users always write for their own agency. */
    agencyId: optionalId,
    requestType: { type: 'integer', enum: [1, 2, 3, 4] },
    remarks: text(4000),
    referenceNumber: text(100),
    requestDestinations: { ...list(destinationBodySchema, 20), minItems: 1 },
    requestPassengers: { ...list(passengerBodySchema, MAX_PASSENGERS), default: [] },
    requestTransportations: { ...list(transportationBodySchema, 100), default: [] },
  },
} as const;

/**
 * `POST add`: the request, and the pending uploads to attach with it (the ids answered by
 * `POST /api/documentmanagement/document/addpending` for this guid): the request and its files
 * are stored in one transaction, or nothing is.
 */
export const addRequestBodySchema = {
  ...requestBodySchema,
  properties: {
    ...requestBodySchema.properties,
    documentIds: { type: 'array', items: id, maxItems: MAX_DOCUMENTS_PER_REFERENCE, uniqueItems: true, default: [] },
  },
} as const;

/** `POST complete` (step 5): the notes become `remarks`, the reference the agency's `referenceNumber`. */
export const completeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['requestGuid'],
  properties: {
    requestGuid: guid,
    notes: text(4000),
    reference: text(100),
    /** The version the client read: a newer stored one answers 409 stale-version. */
    version: { type: 'integer', minimum: 1, maximum: INT_MAX },
  },
} as const;

// ---- the detail answer (body + what the server makes) ----

const roomPaxDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'roomNo',
    ...roomPaxBodySchema.required,
    'childWithBedCount',
    'childWithNoBedCount',
    'infantCount',
    'extraBed',
    'twinBed',
    'extendedRoom',
  ],
  properties: {
    id,
    /** 1, 2, ... within the hotel; shown as 'Room N' (`roomLabel`). */
    roomNo: { type: 'integer' },
    roomLabel: { type: 'string' },
    ...roomPaxBodySchema.properties,
    roomTypeName: label,
    providingPolicyName: label,
  },
} as const;

const destinationHotelDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'hotelId', 'statusId', 'destinationHotelRoomPax'],
  properties: {
    id,
    hotelId: id,
    hotelName: label,
    cityId: id,
    countryId: optionalId,
    checkInDate: date,
    checkOutDate: date,
    statusId: { type: 'integer' },
    status: label,
    notes: label,
    supplierId: optionalId,
    supplierName: label,
    operatorId: optionalId,
    operatorName: label,
    mainImageFullPath: label,
    destinationHotelRoomPax: { type: 'array', items: roomPaxDetailSchema },
  },
} as const;

const destinationDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'cityId',
    'checkInDate',
    'checkOutDate',
    'destinationHotels',
    'destinationExcursions',
    'destinationTourServices',
  ],
  properties: {
    id,
    cityId: id,
    cityName: label,
    countryId: optionalId,
    countryName: label,
    checkInDate: date,
    checkOutDate: date,
    destinationHotels: { type: 'array', items: destinationHotelDetailSchema },
    destinationExcursions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'excursionId'],
        properties: { id, excursionId: id, excursionName: label },
      },
    },
    destinationTourServices: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'tourServiceId'],
        properties: { id, tourServiceId: id, tourServiceName: label },
      },
    },
  },
} as const;

const passengerDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['passengerGuid', 'roomNo', 'ageGroup'],
  properties: { passengerGuid: guid, ...passengerBodySchema.properties },
} as const;

const transportationDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transportationGuid', 'transportationTypeId', 'departureDate', 'adultCount', 'childCount'],
  properties: {
    transportationGuid: guid,
    ...transportationBodySchema.properties,
    transportationTypeName: label,
    transportationProviderName: label,
    originCityName: label,
    destinationCityName: label,
    originStationName: label,
    destinationStationName: label,
  },
} as const;

/** What the detail and a listing row both say of a request (one definition for both answers). */
const requestHeadProperties = {
  requestGuid: guid,
  /** `FIT-000123`: the tenant's prefix for the type and the type's sequence. */
  requestReference: { type: 'string' },
  /** Shown before the reference with a dash: `ORS-FIT-000123`. */
  supplierInitial: { type: 'string' },
  referenceNumber: label,
  agencyId: id,
  agencyName: label,
  requestType: { type: 'integer' },
  requestTypeName: { type: 'string' },
  statusId: { type: 'integer' },
  status: label,
  dateCreated: { type: 'string', format: 'date-time' },
} as const;

export const requestDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'requestGuid',
    'requestReference',
    'supplierInitial',
    'agencyId',
    'requestType',
    'statusId',
    'dateCreated',
    'version',
    'requestDestinations',
    'requestPassengers',
    'requestTransportations',
  ],
  properties: {
    ...requestHeadProperties,
    counterId: optionalId,
    /** The counter user's full name. */
    counterName: label,
    masterId: optionalId,
    remarks: label,
    lastModifiedDate: { type: 'string', format: 'date-time' },
    version: { type: 'integer' },
    /** The request's latest amendment (request activity of type amendment) and its status; null when none. */
    requestActivityId: { type: ['integer', 'null'] },
    /** 1 Approved, 2 Rejected, 3 Pending, 4 Archive. */
    requestActivityStatusId: { type: ['integer', 'null'] },
    requestActivityStatus: label,
    requestDestinations: { type: 'array', items: destinationDetailSchema },
    requestPassengers: { type: 'array', items: passengerDetailSchema },
    requestTransportations: { type: 'array', items: transportationDetailSchema },
  },
} as const;

export type RequestBody = FromSchema<typeof requestBodySchema>;
export type AddRequestBody = FromSchema<typeof addRequestBodySchema>;
export type DestinationBody = FromSchema<typeof destinationBodySchema>;
export type DestinationHotelBody = FromSchema<typeof destinationHotelBodySchema>;
export type RoomPaxBody = FromSchema<typeof roomPaxBodySchema>;
export type PassengerBody = FromSchema<typeof passengerBodySchema>;
export type TransportationBody = FromSchema<typeof transportationBodySchema>;
export type CompleteBody = FromSchema<typeof completeBodySchema>;
export type RequestDetail = FromSchema<typeof requestDetailSchema>;
export type DestinationDetail = FromSchema<typeof destinationDetailSchema>;
export type DestinationHotelDetail = FromSchema<typeof destinationHotelDetailSchema>;
export type RoomPaxDetail = FromSchema<typeof roomPaxDetailSchema>;
export type PassengerDetail = FromSchema<typeof passengerDetailSchema>;
export type TransportationDetail = FromSchema<typeof transportationDetailSchema>;

// ---- the listing: POST /api/reservation/request/get ----

export const LIST_SORTS = ['dateCreated', 'firstCheckIn'] as const;

export const listBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageIndex: { type: 'integer', minimum: 1, maximum: INT_MAX, default: 1 },
    /** Above 1000 is answered as 1000. */
    pageSize: { type: 'integer', minimum: 1, maximum: INT_MAX, default: DEFAULT_PAGE_SIZE },
    /** Contains, case-insensitive: the request reference, the agency's reference number, a passenger's name. */
    search: { type: 'string', maxLength: 100 },
    statusId: { type: 'integer', minimum: 0, maximum: 32767 },
    /** Ignored for agency users (always their agency). */
    agencyId: id,
    requestType: { type: 'integer', enum: [1, 2, 3, 4] },
    checkInFrom: date,
    checkInTo: date,
    createdFrom: date,
    createdTo: date,
    /** dateCreated (default, newest first) or firstCheckIn (earliest first). */
    sort: { type: 'string', enum: LIST_SORTS },
    order: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'] },
  },
} as const;

export const listRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'requestGuid',
    'requestReference',
    'supplierInitial',
    'agencyId',
    'requestType',
    'statusId',
    'dateCreated',
    'pax',
    'destinations',
  ],
  properties: {
    ...requestHeadProperties,
    firstCheckIn: optionalDate,
    /** City names in check-in order, joined by ", ". */
    destinations: { type: 'string' },
    /** The first passenger of the first room. */
    passengerName: label,
    /** Adults + children (with and without bed) of the destination with the most guests; infants apart. */
    pax: { type: 'integer' },
    infants: { type: 'integer' },
  },
} as const;

export type ListBody = FromSchema<typeof listBodySchema>;
export type ListRow = FromSchema<typeof listRowSchema>;
