/**
 * What a singleton answers: its row with every secret (`writeOnly`) replaced by `{name}Set`,
 * each reference's label, and the base entity (`version`, dates). Before the first save there
 * is no row: the answer is the schema's defaults with `id: null` and `version: 0` ("never
 * saved"; a save may send `version: 0` to say it was made from them).
 */
import type { EntitySchema } from '@schema/types.js';
import type { Row } from '../db/types.js';

/** Properties holding secrets. */
export const secretProperties = (schema: EntitySchema): string[] =>
  Object.entries(schema.properties)
    .filter(([, p]) => p.writeOnly)
    .map(([name]) => name);

/** `smtpPassword` → `smtpPasswordSet`. */
export const setFlagOf = (secret: string) => `${secret}Set`;

/** The id of a singleton's one row. */
export const SINGLETON_ID = 1;

/** A stored row (as crud/model.ts selects it) as the API answers it: no secret, `{name}Set` instead. */
export function singletonAnswer(schema: EntitySchema, row: Row): Row {
  const out: Row = { ...row };
  for (const secret of secretProperties(schema)) {
    out[setFlagOf(secret)] = row[secret] !== null && row[secret] !== undefined;
    delete out[secret];
  }
  return out;
}

/** The answer before the first save: every property's default (or null), nothing stored. */
export function defaultsAnswer(schema: EntitySchema): Row {
  const row: Row = {};
  for (const [name, prop] of Object.entries(schema.properties)) {
    row[name] = name === 'id' ? null : (prop.default ?? null);
    const as = prop['x-ref']?.as;
    if (as) row[as] = null;
  }
  Object.assign(row, { version: 0, dateCreated: null, lastModifiedDate: null });
  return singletonAnswer(schema, row);
}

/** The public fields of an answer (x-resource.public). */
export function publicAnswer(schema: EntitySchema, answer: Row): Row {
  return Object.fromEntries((schema.resource.public?.fields ?? []).map((f) => [f, answer[f] ?? null]));
}
