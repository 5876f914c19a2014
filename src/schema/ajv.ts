import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { LEGAL_FORMATS } from './formats.js';

// ajv-formats ships CommonJS with a default export; under ESM interop it may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * `multipleOf: 0.01` (money) in binary floating point: 0.29 / 0.01 is 28.999999999999996, which
 * plain ajv refuses. With this, a quotient within 1e-4 of a whole number passes: 12.345 (1234.5)
 * is still refused, and the largest amounts (99999999.99, an error near 1e-6) still pass.
 * The forms' precompiled validators use it too (server/routes/form-validators.ts).
 */
export const MULTIPLE_OF_PRECISION = 4;

/** An ajv for JSON Schema 2020-12 with the standard formats, ours (formats.ts) and the given extra keywords. */
export function createAjv(options: Options, keywords: string[] = []): Ajv2020 {
  const ajv = new Ajv2020({ allowUnionTypes: true, multipleOfPrecision: MULTIPLE_OF_PRECISION, ...options });
  addFormats(ajv);
  for (const [name, validate] of Object.entries(LEGAL_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
  if (keywords.length) ajv.addVocabulary(keywords);
  return ajv;
}
