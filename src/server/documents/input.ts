/**
 * Reading the documents' input against the JSON Schemas of src/domain/documents/document-schema.ts
 * with ajv: unknown keys dropped, the default kind filled in; problems become one 400 keyed by
 * field path (`attachments[1].base64String`) in the caller's language. The bytes are checked
 * next, by content (routes.ts).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import {
  addDocumentsBodySchema,
  referenceBodySchema,
  type AddDocumentsBody,
  type ReferenceBody,
} from '@domain/documents/document-schema.js';
import { INT_MAX } from '@domain/int-bounds.js';
import { createAjv } from '@schema/ajv.js';
import type { Lang } from '@schema/types.js';
import type { FieldErrors } from '@schema/validate.js';
import { ValidationError } from '../errors.js';
import { fieldPath } from '../reservations/index.js';
import { documentMessage, type DocumentMessageKey } from './messages.js';

const ajv = createAjv({ allErrors: true, removeAdditional: true, useDefaults: true, strict: true });
const validateAdd = ajv.compile<AddDocumentsBody>(addDocumentsBodySchema);
const validateReference = ajv.compile<ReferenceBody>(referenceBodySchema);

function add(errors: FieldErrors, path: string, key: DocumentMessageKey, lang: Lang, limit?: number): void {
  const text = documentMessage(lang, key, path, { limit });
  const list = (errors[path] ??= []);
  if (!list.includes(text)) list.push(text);
}

function addAjvError(errors: FieldErrors, error: ErrorObject, lang: Lang): void {
  const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined;
  switch (error.keyword) {
    case 'required':
      return add(errors, fieldPath(error.instancePath, String(error.params.missingProperty)), 'required', lang);
    case 'minLength':
      return add(errors, fieldPath(error.instancePath), 'required', lang);
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return add(errors, fieldPath(error.instancePath), error.keyword, lang, limit);
    default:
      return add(errors, fieldPath(error.instancePath) || 'body', 'invalid', lang);
  }
}

function read<T>(validate: ValidateFunction<T>, raw: unknown, lang: Lang): T {
  // A shallow copy: removeAdditional and the defaults must not change the caller's object.
  const data: unknown = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw } : (raw ?? {});
  if (validate(data)) return data;
  const errors: FieldErrors = {};
  for (const error of validate.errors ?? []) addAjvError(errors, error, lang);
  throw new ValidationError(errors);
}

export const readAddBody = (body: unknown, lang: Lang): AddDocumentsBody => read(validateAdd, body, lang);
export const readReferenceBody = (body: unknown, lang: Lang): ReferenceBody => read(validateReference, body, lang);

/** `documentId` of a query string: a plain decimal from 1 to the integer column's maximum. */
export function readDocumentId(query: unknown, lang: Lang): number {
  const raw = query !== null && typeof query === 'object' ? (query as Record<string, unknown>).documentId : undefined;
  const errors: FieldErrors = {};
  if (raw === undefined || raw === '') add(errors, 'documentId', 'required', lang);
  else if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > INT_MAX) {
    add(errors, 'documentId', 'invalid', lang);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return Number(raw);
}
