/**
 * Every format function the forms' precompiled validators may call: ajv-formats' and ours. The
 * standalone code requires this module (`code.formats` in server/routes/form-validators.ts) and
 * esbuild bundles it into the validators module; the production build compiles it to
 * `dist/server/browser-formats.mjs` (src/server/build.mjs), since no TypeScript is there.
 * Relative imports only: esbuild bundles it from either place.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { LEGAL_FORMATS } from './formats.js';

export const formats = { ...fullFormats, ...LEGAL_FORMATS };
