#!/usr/bin/env node
// `npm test`: type check, format (Prettier), lint (with the import boundaries), unit and component tests, API tests (PGlite, and the PostgreSQL
// server too when TEST_DATABASE_URL is set), SPA build, browser tests. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const node = process.execPath;
const bin = (path) => join(root, 'node_modules', path);
const withoutServerDb = { ...process.env };
delete withoutServerDb.TEST_DATABASE_URL;

const steps = [
  ['type check', [bin('tsgo/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']],
  ['format', [bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']],
  ['lint', [bin('eslint/bin/eslint.js'), '.']],
  ['unit and component tests', [bin('vitest/vitest.mjs'), 'run', '--project', 'unit', '--project', 'ui']],
  ['API tests on PGlite', [bin('vitest/vitest.mjs'), 'run', '--project', 'api'], withoutServerDb],
  ...(process.env.TEST_DATABASE_URL
    ? [['API tests on the PostgreSQL server', [bin('vitest/vitest.mjs'), 'run', '--project', 'api']]]
    : []),
  ['SPA build', [bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn']],
  ['browser tests (Chromium)', [bin('vitest/vitest.mjs'), 'run', '--project', 'e2e']],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, args, env] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(node, args, { cwd: root, stdio: 'inherit', env: env ?? process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
