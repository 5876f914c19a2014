/**
 * Reading a request's JSON: `asInput` (the object a part holds, else no fields) and
 * `schemaBodyReader`, the one way a hand-written route reads a body against a JSON Schema:
 * compiled once with ajv (read-only and unknown keys dropped, defaults filled in, every problem
 * collected), on a prepared copy (the caller's body is never changed), each ajv error turned into
 * the module's message, one 400 keyed by field path (`requestDestinations[0].checkOutDate`). The
 * handler gets the typed body.
 * @example const readComment = schemaBodyReader<CommentBody, Problems>(commentBodySchema, reservationReading);
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { fieldPath } from '@domain/field-path.js';
import { createAjv } from '@schema/ajv.js';
import type { Lang } from '@schema/types.js';
import { LocalizedValidationError, ValidationError } from '../errors.js';
import type { FieldProblems } from './problems.js';

/** What the reader needs of a module's collector (a FieldProblems). */
type Collector = Pick<FieldProblems<[]>, 'errors' | 'empty'>;

export type Input = Record<string, unknown>;

/** The JSON object a request part holds; an array, a scalar or nothing reads as no fields. */
export function asInput(value: unknown): Input {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Input) : {};
}

/**
 * A body as the readers check it: strings trimmed, empty text and null removed (an optional field
 * left blank is absent), prototype keys skipped; a deep copy, the caller's body is not changed.
 * `dropAlso(key, value)` removes more (a form's 0 for "no reference chosen").
 */
export function cleanBody(value: unknown, dropAlso: (key: string, value: unknown) => boolean = () => false): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map((item) => cleanBody(item, dropAlso));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const v = cleanBody(raw, dropAlso);
    if (v === null || v === '' || dropAlso(key, v)) continue;
    out[key] = v;
  }
  return out;
}

const ajv = createAjv({ allErrors: true, removeAdditional: true, useDefaults: true, strict: true });

/**
 * One ajv problem as the modules' messages need it: the field path (the missing property of a
 * `required`; `body` for the whole body), the keyword, and the limit it names. `keyword` is
 * `none` once when ajv failed without an error the module could name.
 */
export interface BodyProblem {
  path: string;
  keyword: string;
  limit?: number;
}

function problemOf(error: ErrorObject): BodyProblem {
  const child = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
  const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined;
  return { path: fieldPath(error.instancePath, child) || 'body', keyword: error.keyword, limit };
}

/** How a module reads its bodies: the copy it validates, its messages, and how a problem says itself. */
export interface BodyReading<P extends Collector> {
  /** The copy that is validated (and, when valid, returned); default: a shallow copy of the object. */
  prepare?: (raw: unknown) => unknown;
  /** A collector of the module's messages in `lang`. */
  problems: (lang: Lang) => P;
  /** Adds one problem to the collector, in the module's words. */
  report: (p: P, problem: BodyProblem) => void;
}

const shallowCopy = (raw: unknown): unknown =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw } : (raw ?? {});

/** The compilations of the readers made but not used yet (see compileBodyReaders). */
const uncompiled = new Set<() => unknown>();

/**
 * Compiles every body reader not used yet. Readers are made when their module loads and compile
 * on first use, because compiling them all took a quarter of the start-up; the server calls this
 * once it listens, so a schema ajv refuses still fails the start and no request pays for it.
 */
export function compileBodyReaders(): void {
  for (const compile of uncompiled) compile();
}

/** A reader of one body schema: the valid body, typed, or the documented 400. */
export function schemaBodyReader<T, P extends Collector>(
  schema: object,
  reading: BodyReading<P>,
): (body: unknown, lang: Lang) => T {
  let compiled: ValidateFunction<T> | undefined;
  const compile = (): ValidateFunction<T> => {
    uncompiled.delete(compile);
    return (compiled ??= ajv.compile<T>(schema));
  };
  uncompiled.add(compile);
  const prepare = reading.prepare ?? shallowCopy;
  return (body, lang) => {
    const validate = compiled ?? compile();
    const data = prepare(body);
    if (validate(data)) return data;
    const p = reading.problems(lang);
    for (const error of validate.errors ?? []) reading.report(p, problemOf(error));
    if (p.empty) reading.report(p, { path: 'body', keyword: 'none' });
    throw new ValidationError(p.errors);
  };
}

/** A body reader: the typed body, or a ValidationError in `lang`. */
export type BodyRead<T> = (body: unknown, lang: Lang) => T;

/** The errors `read` throws in `lang` (none when it reads). */
function errorsIn<T>(read: BodyRead<T>, data: unknown, lang: Lang) {
  try {
    read(data, lang);
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

/**
 * The route validator of a body read by `read`: the typed body becomes `request.body`, a bad one
 * is the 400 in the caller's language (known only with the request, hence the localized error).
 */
export function bodyValidator<T>(read: BodyRead<T>) {
  return (data: unknown): { value: T } | { error: LocalizedValidationError } => {
    try {
      return { value: read(data, 'en') };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return { error: new LocalizedValidationError((lang) => errorsIn(read, data, lang)) };
    }
  };
}
