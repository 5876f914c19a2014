/**
 * The validator compiler of the generic endpoints (a custom one, per route).
 *
 * Why not Fastify's default Ajv: it coerces query strings with `Number()`, so `id=0x10` became
 * 16 and `1e3` 1000, and its messages are Ajv's. Here:
 * - query strings (and the list's POST body) are converted strictly first: an integer is a plain
 *   decimal (`-?\d+`), a number may have a fraction, a boolean is true/false/1/0, a blank value
 *   is absent, a single value of a multi-value filter becomes a one-item array; anything else
 *   stays a string and fails the schema's `type`. The converted value is what the handler reads.
 * - create/update bodies run the engine's own entity validation (trimming, empty text as null,
 *   rich text sanitised first, read-only and unknown keys ignored): the same schema the route
 *   declares, with the engine's normalisation, so a rejected body never reaches the handler.
 * Failures are a LocalizedValidationError: the documented 400 keyed by field, with the shared
 * messages of src/schema/messages.ts in the caller's language.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '@schema/ajv.js';
import { fieldMessage } from '@schema/messages.js';
import type { EntitySchema, Lang } from '@schema/types.js';
import { toFieldErrors, validateEntity, type FieldErrors } from '@schema/validate.js';
import { LocalizedValidationError } from '../errors.js';
import type { Endpoint } from './endpoints.js';
import { pageMaxTexts, pagingTexts } from '../http/paging.js';
import { coerce, sortTexts } from './list-query.js';
import { richTextPreparer } from './rich-text.js';

type Json = Record<string, unknown>;

// Documentation keywords (description, readOnly, default) are allowed; nothing is coerced or defaulted.
const ajv = createAjv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });

function scalar(type: unknown, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  if (type === 'integer') return /^-?\d+$/.test(raw) ? Number(raw) : raw;
  if (type === 'number') return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  if (type === 'boolean') return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : raw;
  return raw;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** The input with each declared parameter converted to its type where it is spelt exactly so. */
export function convertStrictly(schema: Json, data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const out: Json = { ...(data as Json) };
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  for (const [name, prop] of Object.entries(properties)) {
    const raw = out[name];
    if (raw === undefined) continue;
    if (prop.type === 'array') {
      const items = (Array.isArray(raw) ? raw : [raw]).filter((v) => !isBlank(v));
      if (items.length) out[name] = items.map((v) => scalar((prop.items as Json).type, v));
      else delete out[name];
    } else if (isBlank(raw)) {
      delete out[name];
    } else {
      out[name] = scalar(prop.type, raw);
    }
  }
  return out;
}

function fieldOf(error: ErrorObject): string {
  return (
    (error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.split('/')[1]) || 'body'
  );
}

/** Messages of a query (or list body) failure: paging and sort texts, the id's, else the property's. */
function queryErrors(schema: EntitySchema, errors: ErrorObject[], lang: Lang): FieldErrors {
  const { paging } = schema.resource;
  const out: FieldErrors = Object.create(null) as FieldErrors;
  const add = (field: string, text: string) => {
    const list = (out[field] ??= []);
    if (!list.includes(text)) list.push(text);
  };
  const rest: ErrorObject[] = [];
  for (const e of errors) {
    const field = fieldOf(e);
    if (field === paging.page || field === paging.size) {
      add(field, `${field} ${(e.keyword === 'maximum' ? pageMaxTexts : pagingTexts)[lang]}`);
    } else if (field === 'order') add(field, sortTexts[lang].order);
    else if (field === 'id')
      add(field, fieldMessage(schema, 'id', e.keyword === 'required' ? 'required' : 'type', lang));
    else if (e.keyword !== 'anyOf') rest.push(e);
  }
  for (const [field, list] of Object.entries(toFieldErrors(schema, rest, lang))) list.forEach((m) => add(field, m));
  return out;
}

/** Body problems of create/update: the id of an update (as the handler reads it), then the entity's. */
function bodyErrors(schema: EntitySchema, withId: boolean, data: unknown, lang: Lang): FieldErrors | null {
  const body = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Json) : {};
  const errors: FieldErrors = {};
  if (withId) {
    const raw = body.id;
    if (isBlank(raw)) errors.id = [fieldMessage(schema, 'id', 'required', lang)];
    else {
      const id = coerce(schema.properties.id, raw);
      if (typeof id !== 'number' || id < 1) errors.id = [fieldMessage(schema, 'id', 'type', lang)];
    }
  }
  Object.assign(errors, validateEntity(schema, body, lang, richTextPreparer(schema)).errors);
  return Object.keys(errors).length ? errors : null;
}

/** The validator compiler of one generic endpoint. */
export function validatorCompilerFor(schema: EntitySchema, endpoint: Endpoint): FastifySchemaCompiler<unknown> {
  return ({ schema: partSchema, httpPart }) => {
    if (httpPart === 'body' && (endpoint.op === 'create' || endpoint.op === 'update')) {
      const withId = endpoint.op === 'update';
      return (data: unknown) =>
        bodyErrors(schema, withId, data, 'en')
          ? { error: new LocalizedValidationError((lang) => bodyErrors(schema, withId, data, lang) ?? {}) }
          : { value: data };
    }
    // Compiled on the route's first request: compiling every route's schema at start-up is slow.
    let validate: ValidateFunction | undefined;
    return (data: unknown) => {
      validate ??= ajv.compile(partSchema as Json);
      const value = convertStrictly(partSchema as Json, data ?? {});
      if (validate(value)) return { value };
      const errors = [...(validate.errors ?? [])];
      return { error: new LocalizedValidationError((lang) => queryErrors(schema, errors, lang)) };
    };
  };
}
