/**
 * The JSON Schema an entity's form validates against (RJSF, through ajv): every property with
 * its bounds, `required` as written, no annotations. Pure and shared by both halves: the SPA
 * hands it to RJSF, and the server compiles exactly this schema into the precompiled
 * validators it serves (GET /api/schemas/validators.js), so that the browser never compiles a
 * schema (no `new Function`, no 'unsafe-eval' in the CSP). RJSF finds a precompiled validator
 * by a hash of the schema, so both halves must derive it from the same served schema.
 */
import type { EntitySchema, PropertySchema } from './types.js';

/** A JSON Schema object as RJSF takes it (RJSFSchema is structurally this). */
export interface FormJsonSchema {
  type: 'object';
  required: string[];
  properties: Record<string, Record<string, unknown>>;
}

/** The property keywords JSON Schema validates; annotations (x-*) and titles stay out. */
const VALIDATION_KEYWORDS = [
  'type',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'multipleOf',
  'pattern',
  'enum',
  'default',
] as const;

function validationPart(prop: PropertySchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of VALIDATION_KEYWORDS) if (prop[key] !== undefined) out[key] = prop[key];
  return out;
}

/** The form's JSON Schema of an entity schema (as GET /api/schemas serves it). */
export function formJsonSchema(schema: Pick<EntitySchema, 'required' | 'properties'>): FormJsonSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, prop]) => [name, validationPart(prop)]),
  );
  return { type: 'object', required: [...schema.required], properties };
}
