/**
 * Route schemas of the outbox (its contract, as GET /api/openapi.json publishes it). input.ts
 * reads the input with the module's messages; the answers list every field the Outbox screen
 * reads (resources/outbox).
 */
import type { FastifySchema } from 'fastify';
import {
  idQuerySchema,
  idSchema,
  paginationModelSchema,
  pagingQuerySchema,
  problem,
  type JsonSchema,
} from '../http/schemas.js';
import { csvAnswer, exportRouteSchema } from '../csv/index.js';
import { OUTBOX_STATUSES } from './outbox.js';

const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
const maybeDateTime: JsonSchema = { type: ['string', 'null'], format: 'date-time' };
const status: JsonSchema = {
  type: 'string',
  enum: [...OUTBOX_STATUSES],
  description:
    'queued: recorded, not tried yet; sending: a try under way; sent; not-configured: no SMTP server in the settings ' +
    "when it was tried; failed: the mail server's error is in lastError",
};

const summaryProperties: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  kind: { type: 'string', description: 'what the mail is about: confirm-email, reset-password, account-exists, ...' },
  recipient: { type: 'string' },
  subject: { type: 'string' },
  lang: { type: 'string', enum: ['en', 'fr'] },
  status,
  attempts: { type: 'integer', description: 'tries so far (0 while queued)' },
  lastError: { type: ['string', 'null'], description: 'why the last try did not send it; null once sent' },
  dateCreated: { ...dateTime, description: 'when it was recorded' },
  lastAttemptDate: maybeDateTime,
  sentDate: { ...maybeDateTime, description: 'when it was last sent' },
};
const summaryRequired = Object.keys(summaryProperties);

export const outboxSummarySchema: JsonSchema = {
  type: 'object',
  properties: summaryProperties,
  required: summaryRequired,
};

export const outboxMailSchema: JsonSchema = {
  type: 'object',
  properties: {
    ...summaryProperties,
    text: { type: 'string', description: 'the plain-text body' },
    html: { type: ['string', 'null'], description: 'the HTML body, when the mail has one' },
  },
  required: [...summaryRequired, 'text', 'html'],
};

const companyOnly = problem('Without the permission, or an agency user (the outbox is for company users only).');
const tags = ['Outbox'];

export const outboxSchemas = {
  list: {
    tags,
    summary: 'List the outbox',
    description:
      'Every mail the product recorded, newest first: sent ones and those that could not leave (no SMTP server, ' +
      'a refusing server) with the reason. `search`: recipient or subject contains the text (any case, any accent).',
    querystring: {
      type: 'object',
      properties: { ...(pagingQuerySchema.properties as object), status },
    },
    response: {
      200: {
        type: 'object',
        properties: { mails: { type: 'array', items: outboxSummarySchema }, paginationModel: paginationModelSchema },
        required: ['mails', 'paginationModel'],
      },
      403: companyOnly,
    },
  },
  export: {
    tags,
    ...exportRouteSchema('the outbox'),
    querystring: {
      type: 'object',
      properties: { search: { type: 'string', description: 'recipient or subject contains it' }, status },
    },
    response: { 200: csvAnswer('The mails, newest first'), 403: companyOnly },
  },
  getById: {
    tags,
    summary: 'Read one mail of the outbox, with its bodies',
    querystring: idQuerySchema(),
    response: { 200: outboxMailSchema, 403: companyOnly, 404: problem('No such mail.') },
  },
  resend: {
    tags,
    summary: 'Send a mail of the outbox again, now',
    description:
      'Tries the mail now through the current SMTP settings, whatever its status, and answers it as it is then: ' +
      '`status` sent, or not-configured / failed with `lastError`. Recorded in the audit trail (entity `outbox-mail`).',
    body: { type: 'object', properties: { id: idSchema }, required: ['id'] },
    response: {
      200: outboxMailSchema,
      403: companyOnly,
      404: problem('No such mail.'),
      409: problem('Another try of this mail is under way.'),
    },
  },
} satisfies Record<string, FastifySchema>;
