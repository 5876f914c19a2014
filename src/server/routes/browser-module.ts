/**
 * ajv's standalone code (CommonJS requiring its run-time helpers) bundled with those helpers into
 * one minified ES module for the browser, which never compiles a schema (the CSP has no
 * 'unsafe-eval'): the forms' validators served by form-validators.ts, and the bespoke forms' body
 * validators made at build time (scripts/body-validators.ts, loaded by vite.config.ts: relative
 * imports only here).
 */
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** Where esbuild resolves the code's `require("ajv/...")`: our node_modules (from src/ or dist/). */
const resolveDir = dirname(fileURLToPath(import.meta.url));

/** What standalone code requires for its format functions (ajv's `code.formats`, form-validators.ts). */
export const SCHEMA_FORMATS_MODULE = 'schema-formats';

/**
 * That module: `src/schema/browser-formats.ts` from sources (tsx, vitest), its build beside the
 * compiled server in `dist/server/` (src/server/build.mjs), where no TypeScript is.
 */
const formatsFile = [
  new URL('./browser-formats.mjs', import.meta.url),
  new URL('../../schema/browser-formats.ts', import.meta.url),
]
  .map((url) => fileURLToPath(url))
  .find((path) => existsSync(path));

const schemaFormats: Plugin = {
  name: SCHEMA_FORMATS_MODULE,
  setup(b) {
    b.onResolve({ filter: new RegExp(`^${SCHEMA_FORMATS_MODULE}$`) }, () => {
      if (!formatsFile)
        throw new Error(
          `${SCHEMA_FORMATS_MODULE}: neither browser-formats.mjs nor src/schema/browser-formats.ts found`,
        );
      return { path: formatsFile };
    });
  },
};

export async function browserModule(code: string, sourcefile: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir, sourcefile, loader: 'js' },
    plugins: [schemaFormats],
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
