/**
 * Reading the bodies of the reservation request routes against their JSON Schemas
 * (src/domain/reservations/request-schema.ts) with ajv: strings trimmed, empty text and null
 * read as "no value" (so a required one is "required" and a default applies), read-only and
 * unknown keys dropped (`removeAdditional`), defaults filled in. Problems become one 400 keyed
 * by field path (`requestDestinations[0].checkOutDate`) in the caller's language.
 */
import {
  addRequestBodySchema,
  completeBodySchema,
  listBodySchema,
  requestBodySchema,
  type AddRequestBody,
  type CompleteBody,
  type ListBody,
  type RequestBody,
} from '@domain/reservations/request-schema.js';
import { isUuid } from '@domain/uuid.js';
import type { Lang } from '@schema/types.js';
import { cleanBody, schemaBodyReader, type BodyProblem, type BodyReading } from '../http/body.js';
import { FieldProblems } from '../http/problems.js';
import { message, type MessageKey } from './messages.js';

/** Collects messages by field path (reservations/messages.ts); `throwIfAny` ends the request with a 400. */
export class Problems extends FieldProblems<[key: MessageKey, values?: { limit?: string | number; count?: number }]> {
  constructor(lang: Lang) {
    super(lang, (l, path, key, values = {}) => message(l, key, path, values));
  }
}

const TIME_FIELDS = /(departure|arrival)Time$/;

function addProblem(p: Problems, { path, keyword, limit }: BodyProblem): void {
  switch (keyword) {
    case 'required':
      return p.add(path, 'required');
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return p.add(path, keyword, { limit });
    case 'pattern':
      return p.add(path, TIME_FIELDS.test(path) ? 'time' : 'invalid');
    default:
      return p.add(path, 'invalid');
  }
}

/** How the reservation routes read a body (http/body.ts): trimmed, blanks absent, their messages. */
const reading: BodyReading<Problems> = {
  prepare: (body) => cleanBody(body ?? {}),
  problems: (lang) => new Problems(lang),
  report: addProblem,
};

/** The body of `add`, valid against the schema (the rules and the ids are checked next). */
export const readRequestBody = schemaBodyReader<RequestBody, Problems>(requestBodySchema, reading);
export const readAddRequestBody = schemaBodyReader<AddRequestBody, Problems>(addRequestBodySchema, reading);
export const readCompleteBody = schemaBodyReader<CompleteBody, Problems>(completeBodySchema, reading);
export const readListBody = schemaBodyReader<ListBody, Problems>(listBodySchema, reading);

/**
 * A reader of another body of these routes (an update's, a comment's, an amendment's): compiled once, read the
 * same way as `add` (trimmed, empty = absent, read-only and unknown keys dropped, defaults, 400
 * keyed by field path).
 */
export const bodyReader = <T>(schema: object): ((body: unknown, lang: Lang) => T) =>
  schemaBodyReader<T, Problems>(schema, reading);

/** `requestGuid` of a query string: required, a uuid. */
export function readGuidQuery(query: unknown, lang: Lang): string {
  const raw = query !== null && typeof query === 'object' ? (query as Record<string, unknown>).requestGuid : undefined;
  const value = typeof raw === 'string' ? raw.trim() : '';
  const p = new Problems(lang);
  if (!value) p.add('requestGuid', 'required');
  else if (!isUuid(value)) p.add('requestGuid', 'invalid');
  p.throwIfAny();
  return value.toLowerCase();
}
