/**
 * Reading the invoice routes' bodies and queries against their JSON Schemas
 * (src/domain/finance/invoice-schema.ts) with ajv: strings trimmed, empty text and null read as
 * "no value", read-only and unknown keys dropped (a getbyid answer can be sent back), every problem
 * one 400 keyed by field path (`invoiceRows[2].fee`) in the caller's language. The manual rows of
 * an update are read one by one with the row schema (manual-rows.ts); the attachment bodies are
 * declared here.
 */
import { attachmentBodySchema, MAX_DOCUMENTS_PER_REFERENCE } from '@domain/documents/document-schema.js';
import {
  creditNoteBodySchema,
  invoiceAddBodySchema,
  invoiceSearchSchema,
  invoiceUpdateBodySchema,
  type CreditNoteBody,
  type InvoiceAddBody,
  type InvoiceSearch,
  type InvoiceUpdateBody,
} from '@domain/finance/index.js';
import { INT_MAX, positiveIntOf } from '@domain/int-bounds.js';
import { isUuid } from '@domain/uuid.js';
import type { Lang } from '@schema/types.js';
import type { FromSchema } from 'json-schema-to-ts';
import { cleanBody, schemaBodyReader, type BodyProblem, type BodyReading } from '../http/body.js';
import { FieldProblems } from '../http/problems.js';
import { invoiceMessage, type InvoiceMessageKey } from './messages.js';

export class Problems extends FieldProblems<[key: InvoiceMessageKey, limit?: string | number]> {
  constructor(lang: Lang) {
    super(lang, (l, path, key, limit) => invoiceMessage(l, key, path, limit));
  }
}

const KEYWORDS = new Set(['required', 'maxLength', 'minimum', 'maximum', 'maxItems', 'minItems']);

function report(p: Problems, { path, keyword, limit }: BodyProblem): void {
  if (keyword === 'exclusiveMinimum') return p.add(path, 'minimum', 0.01);
  if (KEYWORDS.has(keyword)) return p.add(path, keyword as InvoiceMessageKey, limit);
  p.add(path, 'invalid');
}

/** Clean, but a note sent as null or blank clears the note (absent leaves it as it is). */
function prepare(body: unknown): unknown {
  const out = cleanBody(body ?? {});
  const raw = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const blank = raw.note === null || (typeof raw.note === 'string' && raw.note.trim() === '');
  if ('note' in raw && blank && out !== null && typeof out === 'object') (out as Record<string, unknown>).note = null;
  return out;
}

const reading: BodyReading<Problems> = {
  prepare,
  problems: (lang) => new Problems(lang),
  report,
};

export const bodyReader = <T>(schema: object) => schemaBodyReader<T, Problems>(schema, reading);

export const readUpdateBody = bodyReader<InvoiceUpdateBody>(invoiceUpdateBodySchema);
export const readAddBody = bodyReader<InvoiceAddBody>(invoiceAddBodySchema);
export const readSearchBody = bodyReader<InvoiceSearch>(invoiceSearchSchema);
export const readCreditNoteBody = bodyReader<CreditNoteBody>(creditNoteBodySchema);

const invoiceId = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

export const uploadAttachmentsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['invoiceId', 'attachments'],
  properties: {
    invoiceId,
    attachments: { type: 'array', minItems: 1, maxItems: MAX_DOCUMENTS_PER_REFERENCE, items: attachmentBodySchema },
  },
} as const;

export const deleteAttachmentsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['invoiceId', 'attachments'],
  properties: {
    invoiceId,
    attachments: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_DOCUMENTS_PER_REFERENCE,
      items: { type: 'string', minLength: 1, maxLength: 255 },
      description: 'file names (`fileName` of the attachments), or document ids as text',
    },
  },
} as const;

/** `POST issue` and `POST restore`: the invoice, and the version the caller read (optional). */
export const invoiceActionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: invoiceId, version: { type: 'integer', minimum: 1, maximum: INT_MAX } },
} as const;

export type InvoiceActionBody = FromSchema<typeof invoiceActionBodySchema>;
export const readActionBody = bodyReader<InvoiceActionBody>(invoiceActionBodySchema);

export type UploadAttachmentsBody = FromSchema<typeof uploadAttachmentsBodySchema>;
export type DeleteAttachmentsBody = FromSchema<typeof deleteAttachmentsBodySchema>;
export const readUploadBody = bodyReader<UploadAttachmentsBody>(uploadAttachmentsBodySchema);
export const readDeleteAttachmentsBody = bodyReader<DeleteAttachmentsBody>(deleteAttachmentsBodySchema);

function queryValue(query: unknown, name: string): string {
  const raw = query !== null && typeof query === 'object' ? (query as Record<string, unknown>)[name] : undefined;
  return typeof raw === 'string' ? raw.trim() : '';
}

/** `id` of a query string: required, a whole number from 1. */
export function readIdQuery(query: unknown, lang: Lang, name = 'id'): number {
  const value = queryValue(query, name);
  const id = positiveIntOf(value);
  const p = new Problems(lang);
  if (!value) p.add(name, 'required');
  else if (id === undefined) p.add(name, 'invalid');
  p.throwIfAny();
  return id!;
}

/** `requestGuid` of a query string: required, a uuid. */
export function readGuidQuery(query: unknown, lang: Lang): string {
  const value = queryValue(query, 'requestGuid');
  const p = new Problems(lang);
  if (!value) p.add('requestGuid', 'required');
  else if (!isUuid(value)) p.add('requestGuid', 'invalid');
  p.throwIfAny();
  return value.toLowerCase();
}
