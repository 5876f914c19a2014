/**
 * The request's activity and its amendments, described once as JSON Schema: the
 * bodies of `/api/reservation/requestactivity/` (get, add, update) and their answers. The
 * server validates with ajv against them (src/server/reservations/activity/input.ts); the
 * TypeScript types are derived (json-schema-to-ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INT_MAX } from '../int-bounds.js';
import { DEFAULT_PAGE_SIZE } from '../paging.js';
import { requestBodySchema } from './request-schema.js';
import { ACTIVITY_STATUS } from './statuses.js';

/** Request activity statuses (spec §3) by id: 1 Approved, 2 Rejected, 3 Pending, 4 Archive. */
export const ACTIVITY_STATUS_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(ACTIVITY_STATUS).map(([name, id]) => [id, name]),
);

export const ACTIVITY_TYPES = ['create', 'edit', 'amendment', 'status'] as const;

/** `POST get`: one page of a request's activity, newest first. */
export const activityListBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['requestGuid'],
  properties: {
    pageIndex: { type: 'integer', minimum: 1, maximum: INT_MAX, default: 1 },
    /** Above 1000 is answered as 1000. */
    pageSize: { type: 'integer', minimum: 1, maximum: INT_MAX, default: DEFAULT_PAGE_SIZE },
    requestGuid: { type: 'string', format: 'uuid' },
  },
} as const;

/**
 * `POST add`: the amended request, the body of the request's `add` naming the request by its
 * guid. Names, statuses and other read-only keys are dropped (an edited getbyid answer can be
 * sent); the agency is the request's.
 */
export const amendmentBodySchema = {
  ...requestBodySchema,
  required: [...requestBodySchema.required, 'requestGuid'],
  properties: {
    ...requestBodySchema.properties,
    requestGuid: { type: 'string', format: 'uuid' },
    /** The request's version the amendment was made from (a getbyid answer carries it): a newer stored one answers 409 stale-version. */
    version: { type: 'integer', minimum: 1, maximum: INT_MAX },
  },
} as const;

/** The longest reason of a decision (characters). */
export const DECISION_REASON_MAX = 2000;

/** `PUT update`: approve (1) or reject (2) a pending amendment, with an optional reason. */
export const activityDecisionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'statusId'],
  properties: {
    id: { type: 'integer', minimum: 1, maximum: INT_MAX },
    statusId: { type: 'integer', enum: [ACTIVITY_STATUS.Approved, ACTIVITY_STATUS.Rejected] },
    description: {
      type: ['string', 'null'],
      maxLength: DECISION_REASON_MAX,
      description:
        "the reason of the decision, optional: plain text (trimmed, never read as HTML); replaces the entry's description, shown in the activity log",
    },
    /** The request's version the decision was made from: a newer stored one answers 409 stale-version. */
    version: { type: 'integer', minimum: 1, maximum: INT_MAX },
  },
} as const;

/** A value before or after: text, a number, a boolean or null in an amendment's diff; any JSON an edit recorded. */
const diffValue = { description: 'text, number, boolean or null (an edit may record a list)' } as const;

export const fieldChangeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['field', 'before', 'after'],
  properties: {
    /** A readable path: `requestPassengers[1].firstName`. */
    field: { type: 'string' },
    before: diffValue,
    after: diffValue,
  },
} as const;

const activityEntryProperties = {
  id: { type: 'integer' },
  requestGuid: { type: 'string', format: 'uuid' },
  activityType: { type: 'string', enum: ACTIVITY_TYPES },
  statusId: { type: 'integer' },
  status: { type: ['string', 'null'] },
  description: { type: ['string', 'null'] },
  dateCreated: { type: 'string', format: 'date-time' },
  createdByName: { type: ['string', 'null'] },
  changes: { type: 'array', items: fieldChangeSchema },
  decidedByName: { type: ['string', 'null'] },
  dateDecided: { type: ['string', 'null'], format: 'date-time' },
} as const;

/** One entry of the activity log (the answer of `add` and `update`, a row of `get`). */
export const activityEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'requestGuid', 'activityType', 'statusId', 'status', 'dateCreated', 'changes'],
  properties: activityEntryProperties,
} as const;

/** `GET getbyid`: the entry with, for an amendment, the amended request as it was submitted. */
export const activityDetailSchema = {
  ...activityEntrySchema,
  properties: {
    ...activityEntryProperties,
    amendedRequest: { ...amendmentBodySchema, type: ['object', 'null'] },
  },
} as const;

export type ActivityListBody = FromSchema<typeof activityListBodySchema>;
export type AmendmentBody = FromSchema<typeof amendmentBodySchema>;
export type ActivityDecisionBody = FromSchema<typeof activityDecisionBodySchema>;
export type FieldChangeAnswer = FromSchema<typeof fieldChangeSchema>;
export type ActivityEntry = FromSchema<typeof activityEntrySchema>;
export type ActivityDetail = FromSchema<typeof activityDetailSchema>;
