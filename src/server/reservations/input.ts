/**
 * Reading the bodies of the reservation request routes against their JSON Schemas
 * (src/domain/reservations/request-schema.ts) with ajv: strings trimmed, empty text and null
 * read as "no value" (so a required one is "required" and a default applies), read-only and
 * unknown keys dropped (`removeAdditional`), defaults filled in. Problems become one 400 keyed
 * by field path (`requestDestinations[0].checkOutDate`) in the caller's language.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import {
  completeBodySchema,
  listBodySchema,
  requestBodySchema,
  type CompleteBody,
  type ListBody,
  type RequestBody,
} from '@domain/reservations/request-schema.js';
import { fieldPath } from '@domain/field-path.js';
import { isUuid } from '@domain/uuid.js';
import { createAjv } from '@schema/ajv.js';
import type { Lang } from '@schema/types.js';
import { ValidationError } from '../errors.js';
import { FieldProblems } from '../http/problems.js';
import { message, type MessageKey } from './messages.js';

const ajv = createAjv({ allErrors: true, removeAdditional: true, useDefaults: true, strict: true });
const validateRequest = ajv.compile<RequestBody>(requestBodySchema);
const validateComplete = ajv.compile<CompleteBody>(completeBodySchema);
const validateList = ajv.compile<ListBody>(listBodySchema);

/** Collects messages by field path (reservations/messages.ts); `throwIfAny` ends the request with a 400. */
export class Problems extends FieldProblems<[key: MessageKey, values?: { limit?: string | number; count?: number }]> {
  constructor(lang: Lang) {
    super(lang, (l, path, key, values = {}) => message(l, key, path, values));
  }
}

/** Trimmed strings; empty text and null removed (a deep copy: the caller's body is not changed). */
function clean(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(clean);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const v = clean(raw);
    if (v === null || v === '') continue;
    out[key] = v;
  }
  return out;
}

const TIME_FIELDS = /(departure|arrival)Time$/;

function addAjvError(p: Problems, error: ErrorObject): void {
  const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined;
  switch (error.keyword) {
    case 'required':
      return p.add(fieldPath(error.instancePath, String(error.params.missingProperty)), 'required');
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems': {
      return p.add(fieldPath(error.instancePath), error.keyword, { limit });
    }
    case 'pattern': {
      const path = fieldPath(error.instancePath);
      return p.add(path, TIME_FIELDS.test(path) ? 'time' : 'invalid');
    }
    default: {
      const path = fieldPath(error.instancePath);
      return p.add(path || 'body', 'invalid');
    }
  }
}

function read<T>(validate: ValidateFunction<T>, body: unknown, lang: Lang): T {
  const data = clean(body ?? {});
  if (validate(data)) return data;
  const p = new Problems(lang);
  for (const error of validate.errors ?? []) addAjvError(p, error);
  if (p.empty) p.add('body', 'invalid');
  throw new ValidationError(p.errors);
}

/** The body of `add`, valid against the schema (the rules and the ids are checked next). */
export function readRequestBody(body: unknown, lang: Lang): RequestBody {
  return read(validateRequest, body, lang);
}

export function readCompleteBody(body: unknown, lang: Lang): CompleteBody {
  return read(validateComplete, body, lang);
}

export function readListBody(body: unknown, lang: Lang): ListBody {
  return read(validateList, body, lang);
}

/**
 * A reader of another body of these routes (an update's, a comment's, an amendment's): compiled once, read the
 * same way as `add` (trimmed, empty = absent, read-only and unknown keys dropped, defaults, 400
 * keyed by field path).
 */
export function bodyReader<T>(schema: object): (body: unknown, lang: Lang) => T {
  const validate = ajv.compile<T>(schema);
  return (body, lang) => read(validate, body, lang);
}

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
