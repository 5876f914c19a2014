/**
 * Route schemas of /api/documentmanagement/document/... (what GET /api/openapi.json publishes).
 * Bodies and answers are the domain's JSON Schemas (src/domain/documents/document-schema.ts);
 * the handlers read the input themselves (input.ts), so the messages are the contract's, en/fr.
 */
import type { FastifySchema } from 'fastify';
import {
  addDocumentsBodySchema,
  DOCUMENT_MEDIA_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_REFERENCE,
  referenceBodySchema,
  storedDocumentSchema,
} from '@domain/documents/document-schema.js';
import { PENDING_MAX_AGE_HOURS } from './pending.js';
import { fieldErrorsSchema, idAnswerSchema, idSchema, problem, type JsonSchema } from '../http/schemas.js';

const TAGS = ['Documents'];
const MB = MAX_DOCUMENT_BYTES / 1024 / 1024;
const documents = (description: string): JsonSchema => ({ type: 'array', items: storedDocumentSchema, description });
const documentIdQuery: JsonSchema = {
  type: 'object',
  properties: { documentId: { ...idSchema, description: "the document's id" } },
  required: ['documentId'],
};
const errors = (badInput: string): Record<number, JsonSchema> => ({
  400: { ...fieldErrorsSchema, description: badInput },
  404: problem("No such reference (or document) in the caller's agency, or it is deleted."),
});
const ACCESS =
  "Access follows the referenced row: a reservation request's documents need `Reservations.Reservation.ViewList` " +
  "to be read and `Reservations.Reservation.Add` to be added or deleted, and agency users reach only their agency's requests.";

export const documentSchemas: Record<'add' | 'addPending' | 'list' | 'remove' | 'download', FastifySchema> = {
  add: {
    tags: TAGS,
    summary: 'Attach files to a row (a reservation request)',
    description:
      `Images (PNG, JPEG, GIF, WEBP) and PDF only, read from the bytes (a script renamed \`.pdf\` is refused); at most ${MB} MB ` +
      `per file and ${MAX_DOCUMENTS_PER_REFERENCE} documents per reference (counted in the transaction, so concurrent uploads cannot ` +
      'pass it). One transaction: every file or none, an audit entry per file. A larger selection is sent in several calls. ' +
      ACCESS,
    body: addDocumentsBodySchema as JsonSchema,
    response: {
      200: documents('the documents stored by this call'),
      ...errors('messages by field path, e.g. `attachments[1].base64String` for a file that is not an image or a PDF'),
    },
  },
  addPending: {
    tags: TAGS,
    summary: 'Send files before their row exists (pending uploads), to be attached by the write that creates it',
    description:
      'The same checks as `add` (content, size, 50 per reference). The files wait, owned by the caller, under the ' +
      "future row's id (a reservation request's guid); nothing lists or serves them. The write that creates the row " +
      '(`POST /api/reservation/request/add` with `documentIds`) attaches them in its own transaction, so the row and its ' +
      `files are stored together or not at all. Pending uploads not attached within ${PENDING_MAX_AGE_HOURS} hours are removed. ` +
      "Needs the kind's write permission (`Reservations.Reservation.Add`).",
    body: addDocumentsBodySchema as JsonSchema,
    response: {
      200: documents('the pending uploads stored by this call: their `id`s are the `documentIds` of the write'),
      ...errors('messages by field path, e.g. `attachments[1].base64String` for a file that is not an image or a PDF'),
    },
  },
  list: {
    tags: TAGS,
    summary: 'The documents of a row (a reservation request)',
    description: `Oldest first. ${ACCESS}`,
    body: referenceBodySchema as JsonSchema,
    response: {
      200: documents('the live documents of the reference, oldest first'),
      ...errors('`referenceId` or `referenceKind` not valid'),
    },
  },
  remove: {
    tags: TAGS,
    summary: 'Delete a document',
    description: `Its bytes are removed; the audit log keeps who deleted which file. ${ACCESS}`,
    querystring: documentIdQuery,
    response: { 200: idAnswerSchema, ...errors('`documentId` not valid') },
  },
  download: {
    tags: TAGS,
    summary: 'The bytes of a document',
    description:
      'With the type found in its bytes and its file name in `Content-Disposition` (images `inline`, PDF `attachment`), ' +
      "`X-Content-Type-Options: nosniff` and `Content-Security-Policy: default-src 'none'; sandbox`. The bearer or the " +
      `\`access-token\` cookie (a link can open it). ${ACCESS}`,
    querystring: documentIdQuery,
    response: {
      200: {
        description: 'The file',
        content: Object.fromEntries(
          DOCUMENT_MEDIA_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      },
      ...errors('`documentId` not valid'),
    },
  },
};
