/**
 * The bounds of a hand-written route's documented query parameters, enforced before its handler.
 *
 * A hand-written route reads its query itself (its own messages for a missing or malformed
 * value), so its querystring schema used to be documentation only: a parameter the handler read
 * loosely (`agencyId=2147483648` read as "no such agency") answered 200. Here every integer
 * parameter the schema bounds (`minimum`, `maximum`, `enum`) is checked when it is spelt as a
 * plain decimal (`-?\d+`, one value or each of a repeated one); a value outside its bounds is the
 * documented 400 keyed by the parameter, in the caller's language, and the handler never runs.
 * Other spellings (`abc`, `0x10`, blank) are left to the handler, which answers them with its own
 * message. The generic endpoints enforce their whole query schema (crud/route-validation.ts).
 */
import { fillTemplate } from '@domain/template.js';
import type { Lang } from '@schema/types.js';
import type { FieldErrors } from '@schema/validate.js';
import { LocalizedValidationError } from '../errors.js';

type Json = Record<string, unknown>;

interface Bounds {
  minimum?: number;
  maximum?: number;
  enum?: number[];
}

const texts: Record<Lang, { range: string; min: string; max: string; oneOf: string }> = {
  en: {
    range: '{field} must be a whole number from {min} to {max}.',
    min: '{field} must be a whole number of at least {min}.',
    max: '{field} cannot exceed {max}.',
    oneOf: '{field} must be one of {values}.',
  },
  fr: {
    range: '{field} doit être un nombre entier de {min} à {max}.',
    min: '{field} doit être un nombre entier d’au moins {min}.',
    max: '{field} ne peut pas dépasser {max}.',
    oneOf: '{field} doit être l’une des valeurs {values}.',
  },
};

const isInteger = (prop: Json) => [prop.type].flat().includes('integer');

/** The integer parameters of a querystring schema that carry bounds, by name. */
export function integerBounds(schema: unknown): Map<string, Bounds> {
  const out = new Map<string, Bounds>();
  const properties = ((schema as Json | undefined)?.properties ?? {}) as Record<string, Json>;
  for (const [name, prop] of Object.entries(properties)) {
    if (!isInteger(prop)) continue;
    const bounds: Bounds = {};
    if (typeof prop.minimum === 'number') bounds.minimum = prop.minimum;
    if (typeof prop.maximum === 'number') bounds.maximum = prop.maximum;
    if (Array.isArray(prop.enum)) bounds.enum = prop.enum.filter((v): v is number => typeof v === 'number');
    if (Object.keys(bounds).length) out.set(name, bounds);
  }
  return out;
}

function outOfBounds(n: number, b: Bounds): boolean {
  return (
    (b.minimum !== undefined && n < b.minimum) ||
    (b.maximum !== undefined && n > b.maximum) ||
    (b.enum !== undefined && !b.enum.includes(n))
  );
}

function message(field: string, b: Bounds, lang: Lang): string {
  const t = texts[lang];
  const template = b.enum
    ? t.oneOf
    : b.minimum !== undefined && b.maximum !== undefined
      ? t.range
      : b.minimum !== undefined
        ? t.min
        : t.max;
  return fillTemplate(template, { field, min: b.minimum, max: b.maximum, values: b.enum?.join(', ') });
}

/** The parameters of `query` whose decimal value lies outside its bounds, with their bounds. */
export function paramsOutOfBounds(bounds: Map<string, Bounds>, query: unknown): [string, Bounds][] {
  if (query === null || typeof query !== 'object') return [];
  const out: [string, Bounds][] = [];
  for (const [name, b] of bounds) {
    const raw = (query as Json)[name];
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
    if (values.some((v) => /^-?\d+$/.test(v) && outOfBounds(Number(v), b))) out.push([name, b]);
  }
  return out;
}

/** The validator of a hand-written route's querystring: bounds only; the data reaches the handler as sent. */
export const queryBoundsValidator = (schema: unknown) => {
  const bounds = integerBounds(schema);
  return (data: unknown) => {
    const wrong = bounds.size ? paramsOutOfBounds(bounds, data) : [];
    if (!wrong.length) return { value: data };
    const errorsIn = (lang: Lang): FieldErrors =>
      Object.fromEntries(wrong.map(([name, b]) => [name, [message(name, b, lang)]]));
    return { error: new LocalizedValidationError(errorsIn) };
  };
};
