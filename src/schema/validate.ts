import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from './ajv.js';
import { crossFieldErrors } from './cross-field.js';
import { ANNOTATION_KEYWORDS } from './normalize.js';
import { fieldMessage } from './messages.js';
import type { EntitySchema, Lang, MessageKey } from './types.js';

/** Validation errors keyed by property, as the API answers them: `{ title: ["..."] }`. */
export type FieldErrors = Record<string, string[]>;

export interface ValidationResult {
  /** Every writable property, trimmed, with null for an empty optional value. */
  value: Record<string, unknown>;
  errors: FieldErrors | null;
}

const ajv = createAjv({ allErrors: true, strict: false }, ANNOTATION_KEYWORDS);

const compiled = new WeakMap<EntitySchema, ValidateFunction>();

/** Properties a client may write: everything but read-only ones such as `id`. */
export function writableProperties(schema: EntitySchema): string[] {
  return Object.entries(schema.properties)
    .filter(([, p]) => !p.readOnly)
    .map(([name]) => name);
}

function validatorFor(schema: EntitySchema): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    const writable = writableProperties(schema);
    fn = ajv.compile({
      type: 'object',
      required: schema.required.filter((r) => writable.includes(r)),
      properties: Object.fromEntries(writable.map((name) => [name, schema.properties[name]])),
    });
    compiled.set(schema, fn);
  }
  return fn;
}

const messageKeys: Record<string, MessageKey> = {
  required: 'required',
  minLength: 'minLength',
  maxLength: 'maxLength',
  minimum: 'minimum',
  maximum: 'maximum',
  exclusiveMinimum: 'minimum',
  exclusiveMaximum: 'maximum',
  type: 'type',
  format: 'format',
  pattern: 'pattern',
  enum: 'enum',
  multipleOf: 'multipleOf',
};

function propertyOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/')[1] ?? '';
}

/** Turns ajv errors into the spec's messages, one list per property. */
export function toFieldErrors(schema: EntitySchema, errors: ErrorObject[], lang: Lang): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const property = propertyOf(error);
    const key = messageKeys[error.keyword] ?? 'type';
    const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined;
    const message = fieldMessage(schema, property, key, lang, limit);
    const list = (out[property] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

/** Empty text and null both mean "no value"; text is trimmed. */
function clean(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value === null ? undefined : value;
}

/**
 * Validates a request body against the entity schema. Unknown and read-only properties are
 * ignored; `prepare` lets the server rewrite a value first (sanitising rich text).
 */
export function validateEntity(
  schema: EntitySchema,
  body: unknown,
  lang: Lang,
  prepare?: (property: string, value: unknown) => unknown,
): ValidationResult {
  const input =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const candidate: Record<string, unknown> = {};
  for (const name of writableProperties(schema)) {
    const raw = prepare ? prepare(name, input[name]) : input[name];
    const value = clean(raw);
    if (value !== undefined) candidate[name] = value;
  }
  const validate = validatorFor(schema);
  const valid = validate(candidate);
  const value: Record<string, unknown> = {};
  for (const name of writableProperties(schema)) {
    value[name] = candidate[name] ?? schema.properties[name].default ?? null;
  }
  const errors = valid ? {} : toFieldErrors(schema, validate.errors ?? [], lang);
  for (const [name, messages] of Object.entries(crossFieldErrors(schema, candidate, lang))) errors[name] ??= messages;
  return { value, errors: Object.keys(errors).length ? errors : null };
}
