import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats ships CommonJS with a default export; under ESM interop it may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** An ajv for JSON Schema 2020-12 with the standard formats and the given extra keywords. */
export function createAjv(options: Options, keywords: string[] = []): Ajv2020 {
  const ajv = new Ajv2020({ allowUnionTypes: true, ...options });
  addFormats(ajv);
  if (keywords.length) ajv.addVocabulary(keywords);
  return ajv;
}
