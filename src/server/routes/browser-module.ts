/**
 * ajv's standalone code (CommonJS requiring its run-time helpers) bundled with those helpers into
 * one minified ES module for the browser, which never compiles a schema (the CSP has no
 * 'unsafe-eval'): the forms' validators served by form-validators.ts, and the bespoke forms' body
 * validators made at build time (scripts/body-validators.ts, loaded by vite.config.ts: relative
 * imports only here).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Where esbuild resolves the code's `require("ajv/...")`: our node_modules (from src/ or dist/). */
const resolveDir = dirname(fileURLToPath(import.meta.url));

export async function browserModule(code: string, sourcefile: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir, sourcefile, loader: 'js' },
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
