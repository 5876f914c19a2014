/**
 * Route schemas of /api/reservation/requestactivity/... (what GET /api/openapi.json publishes),
 * from the domain's JSON Schemas (src/domain/reservations/activity-schema.ts); the handlers
 * validate the bodies themselves (input.ts) so the messages are the contract's, en/fr.
 */
import type { FastifySchema } from 'fastify';
import {
  activityDecisionBodySchema,
  activityDetailSchema,
  activityEntrySchema,
  activityListBodySchema,
  amendmentBodySchema,
} from '@domain/reservations/activity-schema.js';
import { idQuerySchema, paginationModelSchema, problem, type JsonSchema } from '../../http/schemas.js';
import { errors } from '../route-schemas.js';

const TAGS = ['Reservation request activity'];

const entry = { ...activityEntrySchema, description: 'the activity entry' } as JsonSchema;

export const activitySchemas = {
  list: {
    tags: TAGS,
    summary: "One page of a request's activity (edits, status changes, amendments), newest first",
    body: activityListBodySchema as JsonSchema,
    response: {
      200: {
        type: 'object',
        properties: { activity: { type: 'array', items: activityEntrySchema }, paginationModel: paginationModelSchema },
        required: ['activity', 'paginationModel'],
      },
      ...errors("no such request in the caller's scope (another agency's answers 404)"),
    },
  },
  add: {
    tags: TAGS,
    summary: 'Submit an amended request: stored as a pending amendment, the request itself unchanged',
    description:
      "The body of the request's `add` with its `requestGuid`, validated like `add` (read-only keys such as names and " +
      "statuses are ignored, so an edited getbyid answer can be sent; the agency is the request's; remarks and reference number " +
      'are kept when absent). `changes` is the diff against the request now. An older pending amendment of the request becomes ' +
      "Archive (4). An optional `version` (or `If-Match`) is the request's version the amendment was made from.",
    body: amendmentBodySchema as JsonSchema,
    response: {
      200: entry,
      ...errors("no such request in the caller's scope"),
      409: problem('the request is cancelled, or stale version (`code: stale-version`)'),
    },
  },
  getById: {
    tags: TAGS,
    summary: 'One activity entry, with the amended request of an amendment',
    querystring: idQuerySchema(),
    response: {
      200: { ...activityDetailSchema, description: 'the entry' } as JsonSchema,
      ...errors("no such entry in the caller's scope"),
    },
  },
  update: {
    tags: TAGS,
    summary: 'Approve (1) or reject (2) a pending amendment (company users only)',
    description:
      "Approved: the amended request replaces the request's destinations, hotels, rooms, excursions, tours, passengers and " +
      'transportations in one transaction (guid, reference, agency, creation date and the processing of the hotels that stay are kept). ' +
      'Rejected: nothing else changes. `description` (optional) is the reason: plain text, trimmed, at most 2000 characters; ' +
      "it replaces the entry's description, which the activity log shows (blank keeps it). `version` (optional) is the request's.",
    body: activityDecisionBodySchema as JsonSchema,
    response: {
      200: entry,
      ...errors("no such entry in the caller's scope"),
      403: problem('the permission is missing, or an agency user'),
      409: problem(
        'not a pending amendment, the request is cancelled, stale version (`code: stale-version`), or (approval) the ' +
          'request has changed since the amendment was submitted',
      ),
    },
  },
} satisfies Record<string, FastifySchema>;
