/**
 * Documents attached to a row (a reservation request's vouchers and tickets; later an
 * invoice's or a payment's), described once as JSON Schema: the bodies of
 * `/api/documentmanagement/document/add` and `getbyid` and the stored document they answer.
 * The server reads the bodies with ajv against these (src/server/documents/input.ts); the SPA's
 * types are derived from them (resources/documents/document-api.ts).
 *
 * A reference is a kind and an id: `referenceKind` (default `reservation-request`, the only kind
 * today) and `referenceId` (for a request, its guid). The server keeps a registry of kinds, each
 * saying how its ids look, who may read and write, and which agency a row belongs to.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** The kind of reference a client means when it names none (spec: referenceId = a request guid). */
export const DEFAULT_REFERENCE_KIND = 'reservation-request';

/** Spec §9: at most 50 attachments per reference. */
export const MAX_DOCUMENTS_PER_REFERENCE = 50;

/**
 * 10 MB per file: a scanned voucher or an e-ticket PDF is well under it, a phone photo of a
 * ticket 2 to 8 MB; the bytes travel as base64 JSON (4/3 larger) and sit in the database row, so
 * a cap keeps one upload's memory on a small server bounded.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * Most bytes (decoded) one `add` carries: the body limit of the route is its base64 plus room for
 * the JSON around it. The SPA sends larger selections in several calls.
 */
export const MAX_UPLOAD_BYTES = 3 * MAX_DOCUMENT_BYTES;

/** Media types a document may have (read from its bytes by the server): images and PDF (spec §9). */
export const DOCUMENT_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;

const referenceId = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  description: "the referenced row: a request's guid",
} as const;
const referenceKind = {
  type: 'string',
  minLength: 1,
  maxLength: 40,
  default: DEFAULT_REFERENCE_KIND,
  description: 'what `referenceId` names; `reservation-request` (default)',
} as const;

export const attachmentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['base64String'],
  properties: {
    attachmentName: {
      type: 'string',
      maxLength: 255,
      description:
        'the file name shown (cleaned of any path; the extension of the real type added when it has another)',
    },
    base64String: {
      type: 'string',
      minLength: 1,
      contentEncoding: 'base64',
      description:
        'the bytes as base64 (a `data:` URL prefix is accepted); the type is read from them, never from the name',
    },
  },
} as const;

export const addDocumentsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['referenceId', 'attachments'],
  properties: {
    referenceKind,
    referenceId,
    attachments: { type: 'array', minItems: 1, maxItems: MAX_DOCUMENTS_PER_REFERENCE, items: attachmentBodySchema },
  },
} as const;

export const referenceBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['referenceId'],
  properties: { referenceKind, referenceId },
} as const;

export const storedDocumentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'fileName', 'size', 'url', 'contentType', 'dateCreated'],
  properties: {
    id: { type: 'integer', description: 'the document id (`delete?documentId=`)' },
    fileName: { type: 'string' },
    size: { type: 'integer', description: 'bytes' },
    url: {
      type: 'string',
      description: 'where its bytes are read: `/api/documentmanagement/document/download?documentId={id}`',
    },
    contentType: { type: 'string', enum: DOCUMENT_MEDIA_TYPES, description: 'found in its bytes' },
    dateCreated: { type: 'string', format: 'date-time' },
  },
} as const;

/** Bodies as the server reads them (ajv fills in the default kind). */
export type AttachmentBody = FromSchema<typeof attachmentBodySchema>;
export type AddDocumentsBody = FromSchema<typeof addDocumentsBodySchema>;
export type ReferenceBody = FromSchema<typeof referenceBodySchema>;
/** Bodies as a client writes them (the kind may be left out). */
export type AddDocumentsInput = FromSchema<typeof addDocumentsBodySchema, { keepDefaultedPropertiesOptional: true }>;
export type StoredDocument = FromSchema<typeof storedDocumentSchema>;
