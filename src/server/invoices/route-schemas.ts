/**
 * Route schemas of /api/finance/invoice/... (what GET /api/openapi.json publishes). Bodies and
 * answers are the domain's JSON Schemas (src/domain/finance/invoice-schema.ts); the handlers read
 * the bodies themselves (input.ts) so the messages are the module's, en/fr.
 */
import type { FastifySchema } from 'fastify';
import {
  creditNoteBodySchema,
  invoiceAddBodySchema,
  invoiceDetailSchema,
  invoiceListRowSchema,
  invoiceSearchSchema,
  invoiceStatusItemSchema,
  invoiceUpdateBodySchema,
} from '@domain/finance/index.js';
import { fieldErrorsSchema, idQuerySchema, paginationModelSchema, problem, type JsonSchema } from '../http/schemas.js';
import { csvAnswer, exportRouteSchema } from '../csv/index.js';
import { deleteAttachmentsBodySchema, invoiceActionBodySchema, uploadAttachmentsBodySchema } from './input.js';

const TAGS = ['Invoices'];
const detail = { ...invoiceDetailSchema, description: 'the invoice as stored' } as JsonSchema;
const attachmentsAnswer: JsonSchema = {
  type: 'object',
  required: ['attachments'],
  properties: { attachments: invoiceDetailSchema.properties.attachments as JsonSchema },
};

const errors = (notFound: string): Record<number, JsonSchema> => ({
  400: { ...fieldErrorsSchema, description: 'messages by field path, e.g. `invoiceRows[1].fee`' },
  401: problem('no valid access token'),
  403: problem('the permission is missing, or an agency user for a company-only change'),
  404: problem(notFound),
  500: problem('unexpected failure'),
});
const IN_SCOPE = "no such invoice in the caller's scope (another agency's answers 404)";
const requestGuidQuery: JsonSchema = {
  type: 'object',
  required: ['requestGuid'],
  properties: { requestGuid: { type: 'string', format: 'uuid' } },
};
/** A deleted draft as the trash lists it: the list row, when and by whom it was deleted. */
const trashRow: JsonSchema = {
  ...invoiceListRowSchema,
  required: [...invoiceListRowSchema.required, 'deletedDate'],
  properties: {
    ...invoiceListRowSchema.properties,
    deletedDate: { type: 'string', format: 'date-time' },
    deletedBy: { type: ['string', 'null'], description: "the author's name in the audit entry of the delete" },
  },
};

export const invoiceSchemas = {
  list: {
    tags: TAGS,
    summary: 'One page of invoices and credit notes, newest first',
    description:
      'Filters (each optional): agency (-1 or empty: any), status (-1: any), request reference contains (also as shown, `ORS-FIT-000123`), ' +
      "TR reference (the agency's reference number) contains, number contains, document type, first check-in and request date " +
      "ranges (inclusive). Agency users see only their agency's.",
    body: invoiceSearchSchema as JsonSchema,
    response: {
      200: {
        type: 'object',
        required: ['invoices', 'paginationModel'],
        properties: {
          invoices: { type: 'array', items: invoiceListRowSchema },
          paginationModel: paginationModelSchema,
        },
      },
      ...errors('never'),
    },
  },
  export: {
    tags: TAGS,
    ...exportRouteSchema('invoices and credit notes'),
    body: invoiceSearchSchema as JsonSchema,
    response: { 200: csvAnswer('The invoices and credit notes, newest first'), ...errors('never') },
  },
  getById: {
    tags: TAGS,
    summary: 'One invoice with its rows, taxes per rate, attachments and credit notes (ETag: its version)',
    querystring: idQuerySchema(),
    response: { 200: detail, ...errors(IN_SCOPE) },
  },
  byRequest: {
    tags: TAGS,
    summary: "A request's live invoice, else its latest",
    querystring: {
      type: 'object',
      required: ['requestGuid'],
      properties: { requestGuid: { type: 'string', format: 'uuid' } },
    },
    response: { 200: detail, ...errors("no invoice for this request in the caller's scope") },
  },
  statuses: {
    tags: TAGS,
    summary: "The invoice statuses `[{id, name}]` in the caller's language",
    response: { 200: { type: 'array', items: invoiceStatusItemSchema }, ...errors('never') },
  },
  add: {
    tags: TAGS,
    summary: 'A draft for a request without a live invoice (e.g. after its draft was deleted); company users only',
    body: invoiceAddBodySchema as JsonSchema,
    response: {
      200: detail,
      ...errors("no such request in the caller's scope"),
      409: problem('the request has a live invoice, or is cancelled'),
    },
  },
  update: {
    tags: TAGS,
    summary: 'Change manual rows, currency, status and note (company users only)',
    description:
      'The whole invoice as the editor holds it: system rows and read-only keys are ignored, totals are recomputed. ' +
      'An issued invoice refuses row and currency changes (409); its status and note still change. A status other than ' +
      'Pending, Amended or Canceled issues a draft; Canceled on an issued invoice and Canceled With Charges issue a credit note.',
    body: invoiceUpdateBodySchema as JsonSchema,
    response: { 200: detail, ...errors(IN_SCOPE), 409: problem('issued (locked), closed, or a stale version') },
  },
  delete: {
    tags: TAGS,
    summary: 'Delete a draft (company users only); an issued invoice is cancelled instead (409)',
    querystring: idQuerySchema(),
    response: {
      200: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
      ...errors(IN_SCOPE),
      409: problem('issued, or a stale version'),
    },
  },
  creditNote: {
    tags: TAGS,
    summary: 'Credit an issued invoice in full and open a corrected draft of it (company users only)',
    body: creditNoteBodySchema as JsonSchema,
    response: {
      200: {
        type: 'object',
        required: ['creditNote', 'invoice'],
        properties: { creditNote: invoiceDetailSchema, invoice: invoiceDetailSchema },
      },
      ...errors(IN_SCOPE),
      409: problem('a draft, a credit note, a closed invoice, or a stale version'),
    },
  },
  issue: {
    tags: TAGS,
    summary: 'Issue a draft: the next number of its series, issue and due dates; then locked (company users only)',
    body: invoiceActionBodySchema as JsonSchema,
    response: {
      200: detail,
      ...errors(IN_SCOPE),
      409: problem('already issued, a credit note, refused by the VAT regime or e-invoicing, or a stale version'),
    },
  },
  byRequestAll: {
    tags: TAGS,
    summary: 'Every invoice and credit note of a request (drafts included, not the deleted ones), oldest first',
    querystring: requestGuidQuery,
    response: {
      200: {
        type: 'object',
        required: ['invoices'],
        properties: { invoices: { type: 'array', items: invoiceListRowSchema } },
      },
      ...errors('never: a request without documents (or outside the scope) answers an empty list'),
    },
  },
  trash: {
    tags: TAGS,
    summary: 'The deleted drafts, newest deleted first',
    querystring: {
      type: 'object',
      properties: {
        pageIndex: { type: 'integer', minimum: 1, maximum: 2147483647, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
      },
    },
    response: {
      200: {
        type: 'object',
        required: ['invoices', 'paginationModel'],
        properties: { invoices: { type: 'array', items: trashRow }, paginationModel: paginationModelSchema },
      },
      ...errors('never'),
    },
  },
  restore: {
    tags: TAGS,
    summary: 'Bring a deleted draft back (company users only)',
    body: invoiceActionBodySchema as JsonSchema,
    response: {
      200: detail,
      ...errors("not in the trash, or not in the caller's scope"),
      409: problem('its request has another live invoice, is cancelled or deleted; or a stale version'),
    },
  },
  upload: {
    tags: TAGS,
    summary: 'Attach images or PDF (checked by content, at most 50 per invoice); agency users too, on their invoices',
    body: uploadAttachmentsBodySchema as JsonSchema,
    response: { 200: attachmentsAnswer, ...errors(IN_SCOPE) },
  },
  deleteAttachments: {
    tags: TAGS,
    summary: 'Remove attachments by file name; answers those left',
    body: deleteAttachmentsBodySchema as JsonSchema,
    response: { 200: attachmentsAnswer, ...errors(IN_SCOPE) },
  },
} satisfies Record<string, FastifySchema>;
