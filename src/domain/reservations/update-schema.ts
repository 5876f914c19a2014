/**
 * The bodies of a submitted request's updates (spec §7): the PATCH routes under
 * /api/reservation/request/ (`updatereferencenumber`, `updatecounter`, ...) and the comments.
 * Parts of a request reuse the schemas of `add` (request-schema.ts), so an updated passenger or
 * transportation is held to the same bounds as a submitted one. Like `add`, read-only and unknown
 * keys are dropped (`additionalProperties: false` with ajv's `removeAdditional`), and every body
 * may carry the `version` it was made from (409 stale-version when the request moved on).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INT_MAX } from '../int-bounds.js';
import { MAX_PASSENGERS, passengerBodySchema, transportationBodySchema } from './request-schema.js';

const id = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;
const guid = { type: 'string', format: 'uuid' } as const;
const text = <M extends number>(maxLength: M) => ({ type: ['string', 'null'], maxLength }) as const;
/** The version the client read: a newer stored one answers 409 stale-version. */
const version = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

/** Every update names its request and may name the version it was made from. */
const update = <const P extends Record<string, unknown>, const R extends readonly string[]>(
  properties: P,
  required: R,
) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['requestGuid', ...required],
    properties: { requestGuid: guid, version, ...properties },
  }) as const;

/** Comments and hotel notes: plain text, stored as sent (trimmed), never rendered as HTML. */
export const COMMENT_MAX = 2000;
export const HOTEL_NOTES_MAX = 2000;

export const referenceNumberUpdateSchema = update({ referenceNumber: text(100) }, []);
/** `counterId` null (or absent) clears the counter. */
export const counterUpdateSchema = update(
  { counterId: { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX } },
  [],
);
export const agencyUpdateSchema = update({ agencyId: id }, ['agencyId']);
export const remarksUpdateSchema = update({ remarks: text(4000) }, []);
/** Request statuses (0 TempRequest … 6 Rejected); agency users may only cancel (5). */
export const statusUpdateSchema = update({ statusId: { type: 'integer', minimum: 0, maximum: 6 } }, ['statusId']);

/** A passenger of `updatepassenger`: with the guid of a stored passenger it updates that one, without it adds one. */
export const passengerUpdateItemSchema = {
  ...passengerBodySchema,
  properties: { passengerGuid: guid, ...passengerBodySchema.properties },
} as const;
export const passengersUpdateSchema = update(
  {
    requestPassengers: { type: 'array', items: passengerUpdateItemSchema, minItems: 1, maxItems: MAX_PASSENGERS },
  },
  ['requestPassengers'],
);

const idList = { type: 'array', items: id, maxItems: 100, default: [] } as const;

/** The tour services of one destination (the detail's destination `id`), replacing the ones it had. */
export const servicesUpdateSchema = update(
  {
    destinationService: {
      type: 'object',
      additionalProperties: false,
      required: ['destinationId'],
      properties: { destinationId: id, tourServiceIds: idList },
    },
  },
  ['destinationService'],
);

/** The excursions of one destination, replacing the ones it had. */
export const excursionsUpdateSchema = update(
  {
    destinationsExcursion: {
      type: 'object',
      additionalProperties: false,
      required: ['destinationId'],
      properties: { destinationId: id, excursionIds: idList },
    },
  },
  ['destinationsExcursion'],
);

/** One transportation: with the guid of a stored one it replaces it, without it adds one. */
export const transportationUpdateItemSchema = {
  ...transportationBodySchema,
  properties: { transportationGuid: guid, ...transportationBodySchema.properties },
} as const;
export const transportationUpdateSchema = update({ requestTransportation: transportationUpdateItemSchema }, [
  'requestTransportation',
]);

/**
 * Hotel processing (company users): the destination hotel found by the destination's `id` and the
 * hotel's id; its supplier, its operator (the company user who operates the booking), notes and
 * hotel reservation status (0 TempRequest … 6 Rejected).
 */
export const hotelUpdateSchema = update(
  {
    destinationHotelRequest: {
      type: 'object',
      additionalProperties: false,
      required: ['destinationId', 'hotelId', 'statusId'],
      properties: {
        destinationId: id,
        hotelId: id,
        supplierId: { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX },
        operatorId: { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX },
        notes: text(HOTEL_NOTES_MAX),
        statusId: { type: 'integer', minimum: 0, maximum: 6 },
      },
    },
  },
  ['destinationHotelRequest'],
);

/** `POST addcomments`: `message`, or `commentText` (the spec's other name) when `message` is absent. */
export const commentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['requestGuid'],
  properties: { requestGuid: guid, message: text(COMMENT_MAX), commentText: text(COMMENT_MAX) },
} as const;

export const commentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'requestGuid', 'message', 'dateCreated'],
  properties: {
    id,
    requestGuid: guid,
    message: { type: 'string' },
    dateCreated: { type: 'string', format: 'date-time' },
    createdByName: { type: ['string', 'null'] },
  },
} as const;

export type ReferenceNumberUpdate = FromSchema<typeof referenceNumberUpdateSchema>;
export type CounterUpdate = FromSchema<typeof counterUpdateSchema>;
export type AgencyUpdate = FromSchema<typeof agencyUpdateSchema>;
export type RemarksUpdate = FromSchema<typeof remarksUpdateSchema>;
export type StatusUpdate = FromSchema<typeof statusUpdateSchema>;
export type PassengersUpdate = FromSchema<typeof passengersUpdateSchema>;
export type PassengerUpdateItem = FromSchema<typeof passengerUpdateItemSchema>;
export type ServicesUpdate = FromSchema<typeof servicesUpdateSchema>;
export type ExcursionsUpdate = FromSchema<typeof excursionsUpdateSchema>;
export type TransportationUpdate = FromSchema<typeof transportationUpdateSchema>;
export type HotelUpdate = FromSchema<typeof hotelUpdateSchema>;
export type CommentBody = FromSchema<typeof commentBodySchema>;
export type Comment = FromSchema<typeof commentSchema>;
