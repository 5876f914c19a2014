/**
 * Reading the documents' input against the JSON Schemas of src/domain/documents/document-schema.ts
 * with ajv: unknown keys dropped, the default kind filled in; problems become one 400 keyed by
 * field path (`attachments[1].base64String`) in the caller's language. The bytes are checked
 * next, by content (routes.ts).
 */
import {
  addDocumentsBodySchema,
  referenceBodySchema,
  type AddDocumentsBody,
  type ReferenceBody,
} from '@domain/documents/document-schema.js';
import { positiveIntOf } from '@domain/int-bounds.js';
import type { Lang } from '@schema/types.js';
import { schemaBodyReader, type BodyProblem, type BodyReading } from '../http/body.js';
import { FieldProblems } from '../http/problems.js';
import { documentMessage, type DocumentMessageKey } from './messages.js';

/** Collects messages by field path (documents/messages.ts). */
class Problems extends FieldProblems<[key: DocumentMessageKey, limit?: number]> {
  constructor(lang: Lang) {
    super(lang, (l, path, key, limit) => documentMessage(l, key, path, { limit }));
  }
}

function addProblem(p: Problems, { path, keyword, limit }: BodyProblem): void {
  switch (keyword) {
    case 'required':
    case 'minLength':
      return p.add(path, 'required');
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return p.add(path, keyword, limit);
    default:
      return p.add(path, 'invalid');
  }
}

/** How the documents' routes read a body (http/body.ts): a shallow copy, their messages. */
const reading: BodyReading<Problems> = { problems: (lang) => new Problems(lang), report: addProblem };

export const readAddBody = schemaBodyReader<AddDocumentsBody, Problems>(addDocumentsBodySchema, reading);
export const readReferenceBody = schemaBodyReader<ReferenceBody, Problems>(referenceBodySchema, reading);

/** `documentId` of a query string: a plain decimal from 1 to the integer column's maximum. */
export function readDocumentId(query: unknown, lang: Lang): number {
  const raw = query !== null && typeof query === 'object' ? (query as Record<string, unknown>).documentId : undefined;
  const p = new Problems(lang);
  if (raw === undefined || raw === '') p.add('documentId', 'required');
  else if (typeof raw !== 'string' || positiveIntOf(raw) === undefined) p.add('documentId', 'invalid');
  p.throwIfAny();
  return Number(raw);
}
