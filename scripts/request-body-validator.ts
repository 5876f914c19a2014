/**
 * The wizard's validator of the request body, compiled when the SPA is built: ajv's standalone
 * code of `requestBodySchema` (src/domain/reservations/request-schema.ts), bundled with its ajv
 * and ajv-formats run-time helpers into one ES module by esbuild, as the server does for the
 * forms (src/server/routes/form-validators.ts). The browser never compiles a schema: the CSP
 * has no 'unsafe-eval'. The SPA imports it as `virtual:request-body-validator` (this plugin, in
 * vite.config.ts); its default export is ajv's validate function with `.errors`.
 */
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { requestBodySchema } from '../src/domain/reservations/request-schema.js';
import { createAjv } from '../src/schema/ajv.js';

// ajv's standalone ships CommonJS with a default export; under ESM interop it may arrive wrapped.
const standaloneCode =
  (standaloneCodeModule as unknown as { default?: typeof standaloneCodeModule }).default ?? standaloneCodeModule;

export const REQUEST_BODY_VALIDATOR = 'virtual:request-body-validator';
const resolved = `\0${REQUEST_BODY_VALIDATOR}`;

/** The module's code: `export default validate` (the same ajv options as the wizard reads errors with). */
export async function requestBodyValidatorModule(): Promise<string> {
  const ajv = createAjv({ allErrors: true, strict: false, code: { source: true } });
  const code = standaloneCode(ajv, ajv.compile(requestBodySchema));
  const result = await build({
    stdin: { contents: code, resolveDir: process.cwd(), sourcefile: 'request-body-validator.cjs', loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

export function requestBodyValidator(): Plugin {
  return {
    name: 'request-body-validator',
    resolveId: (id) => (id === REQUEST_BODY_VALIDATOR ? resolved : undefined),
    load: (id) => (id === resolved ? requestBodyValidatorModule() : undefined),
  };
}
