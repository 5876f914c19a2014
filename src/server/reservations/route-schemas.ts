/**
 * Route schemas of /api/reservation/request/... (what GET /api/openapi.json publishes). Bodies
 * and answers are the domain's JSON Schemas (src/domain/reservations/request-schema.ts); the
 * handlers validate the bodies themselves (input.ts) so the messages are the contract's, en/fr.
 */
import type { FastifySchema } from 'fastify';
import {
  addRequestBodySchema,
  completeBodySchema,
  listBodySchema,
  listRowSchema,
  requestDetailSchema,
} from '@domain/reservations/request-schema.js';
import { csvAnswer, exportRouteSchema } from '../csv/index.js';
import { fieldErrorsSchema, paginationModelSchema, problem, type JsonSchema } from '../http/schemas.js';

const TAGS = ['Reservation requests'];

const guidQuery: JsonSchema = {
  type: 'object',
  properties: { requestGuid: { type: 'string', format: 'uuid', description: "the request's guid" } },
  required: ['requestGuid'],
};

/** The error answers of every reservation route (requests, activity): 400 keyed by field path, then problems. */
export const errors = (notFound: string): Record<number, JsonSchema> => ({
  400: { ...fieldErrorsSchema, description: 'messages by field path, e.g. `requestDestinations[0].checkOutDate`' },
  401: problem('no valid access token'),
  403: problem('the permission is missing'),
  404: problem(notFound),
  500: problem('unexpected failure'),
});

const detail = { ...requestDetailSchema, description: 'the stored request' } as JsonSchema;

export const requestSchemas = {
  list: {
    tags: TAGS,
    summary: 'One page of reservation requests: search, filters, sort',
    description:
      "Search (contains, case- and accent-insensitive): the request reference, the agency's reference number, a passenger's name, the agency's name, a destination city. " +
      "Sort `dateCreated` (default, newest first) or `firstCheckIn` (earliest first); `order` reverses. Agency users see only their agency's.",
    body: listBodySchema as JsonSchema,
    response: {
      200: {
        type: 'object',
        properties: { requests: { type: 'array', items: listRowSchema }, paginationModel: paginationModelSchema },
        required: ['requests', 'paginationModel'],
      },
      ...errors('never'),
    },
  },
  export: {
    tags: TAGS,
    ...exportRouteSchema('reservation requests'),
    body: listBodySchema as JsonSchema,
    response: { 200: csvAnswer('The requests, in the listing order'), ...errors('never') },
  },

  add: {
    tags: TAGS,
    summary: 'Submit a whole reservation request in one transaction',
    description:
      'Read-only and unknown keys are ignored (a getbyid answer can be sent back). The same `requestGuid` again answers ' +
      'the stored request and creates nothing. Agency users always submit for their own agency. `documentIds`: the ' +
      "caller's pending uploads for this guid (`POST /api/documentmanagement/document/addpending`), attached in the same " +
      'transaction: a document that cannot be attached (400 at `documentIds[i]`) stores nothing, the request included.',
    body: addRequestBodySchema as JsonSchema,
    response: { 200: detail, ...errors('never'), 409: problem('the request of this guid was deleted') },
  },
  complete: {
    tags: TAGS,
    summary: "Step 5: the notes (stored as remarks) and the agency's reference number",
    body: completeBodySchema as JsonSchema,
    response: {
      200: detail,
      ...errors("no such request in the caller's scope"),
      409: problem('stale version (`code: stale-version`)'),
    },
  },
  getById: {
    tags: TAGS,
    summary: 'One request with its destinations, hotels, rooms, excursions, tours, passengers and transportations',
    querystring: guidQuery,
    response: { 200: detail, ...errors("no such request in the caller's scope (another agency's answers 404)") },
  },
  delete: {
    tags: TAGS,
    summary: 'Delete a request (soft: it leaves lists and getbyid)',
    querystring: guidQuery,
    response: {
      200: { type: 'object', properties: { requestGuid: { type: 'string' } }, required: ['requestGuid'] },
      ...errors("no such request in the caller's scope"),
    },
  },
} satisfies Record<string, FastifySchema>;
