#!/usr/bin/env node
// Compiles the server for production: `node src/server/build.mjs` writes dist/server/main.mjs
// (our TypeScript and the npm packages it loads at start bundled by esbuild: Node then reads,
// resolves and compiles a few files instead of ~1,000, ~0.3 s of each start), next to the SQL
// migrations (the engine's in migrations/, each module's of src/server/modules.ts in
// module-migrations/<name>/, where db/migrate.ts looks first) and the PGlite worker it loads at run time. Run it with `node dist/server/main.mjs`
// from the project root; it starts in about half the time of `node --import tsx src/server/main.ts`.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = `${root}dist/server`;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
/**
 * Left as imports: packages that find files beside their own module at run time (PGlite's wasm
 * and data, pino's worker, the fonts, Swagger UI's pages), load optional native code (pg), are
 * imported only on first use (the PDF libraries), or are build tools.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'pino',
  'thread-stream',
  'pg',
  'pg-native',
  'jspdf',
  'jspdf-autotable',
  'pdf-lib',
  'dejavu-fonts-ttf',
  'swagger-ui-dist',
  'file-type',
  'esbuild',
  'tsx',
  'typescript',
  'vite',
];
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The maps carry positions only: with source maps on (start.mjs), Node reads and parses every
  // loaded chunk's map at start, and the sources embedded in them (3.6 MB) cost ~0.2 s of each
  // start. A stack trace needs the positions; the TypeScript is in the checkout.
  sourcesContent: false,
  logLevel: 'warning',
};
await build({
  ...common,
  entryPoints: { main: `${root}src/server/main.ts` },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  // Chunks for main.ts's dynamic imports: the PGlite worker starts before they load.
  splitting: true,
  chunkNames: '[name]-[hash]', // beside main.mjs: migrations/ and the worker resolve from any chunk
  external: EXTERNAL,
  // The bundled CommonJS packages require Node's own modules (and each other's JSON).
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// The format functions the forms' validators module bundles for the browser (routes/browser-module.ts):
// a build of its own, its packages left as imports for that second bundling (no Node banner).
await build({
  ...common,
  entryPoints: { 'browser-formats': `${root}src/schema/browser-formats.ts` },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  packages: 'external',
});
cpSync(`${root}src/server/db/migrations`, `${out}/migrations`, { recursive: true });
const { serverModules } = await tsImport(`${root}src/server/modules.ts`, import.meta.url);
for (const { name, migrations } of serverModules)
  if (migrations) cpSync(fileURLToPath(migrations), `${out}/module-migrations/${name}`, { recursive: true });
cpSync(`${root}src/server/db/pglite-worker.mjs`, `${out}/pglite-worker.mjs`);
console.log('Server built: node dist/server/main.mjs');
