#!/usr/bin/env node
// Compiles the server for production: `node src/server/build.mjs` writes dist/server/main.mjs
// (our TypeScript bundled by esbuild, npm packages left as imports), next to the SQL
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
await build({
  // browser-formats: the format functions the forms' validators module bundles (routes/browser-module.ts).
  entryPoints: { main: `${root}src/server/main.ts`, 'browser-formats': `${root}src/schema/browser-formats.ts` },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  // Chunks for main.ts's dynamic imports: the PGlite worker starts before they load.
  splitting: true,
  chunkNames: '[name]-[hash]', // beside main.mjs: migrations/ and the worker resolve from any chunk
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(`${root}src/server/db/migrations`, `${out}/migrations`, { recursive: true });
const { serverModules } = await tsImport(`${root}src/server/modules.ts`, import.meta.url);
for (const { name, migrations } of serverModules)
  if (migrations) cpSync(fileURLToPath(migrations), `${out}/module-migrations/${name}`, { recursive: true });
cpSync(`${root}src/server/db/pglite-worker.mjs`, `${out}/pglite-worker.mjs`);
console.log('Server built: node dist/server/main.mjs');
