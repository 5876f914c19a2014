#!/usr/bin/env node
// `npm test`: the static checks (type check, format with Prettier, lint with the import boundaries)
// side by side, then unit and component tests, API tests (PGlite, and the PostgreSQL server too when
// TEST_DATABASE_URL is set), SPA build, browser tests. Stops at the first failure.
// `node scripts/test.mjs lint API` runs only the steps whose names contain one of the words.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const node = process.execPath;
const bin = (path) => join(root, 'node_modules', path);
const withoutServerDb = { ...process.env };
delete withoutServerDb.TEST_DATABASE_URL;
// Tests that judge what does not depend on the database (the route fuzzer: the API's handling of
// input, the same code on both, both parsing SQL as PostgreSQL does; the e-invoices against the
// official Schematrons) run once: on the server when the server run follows.
if (process.env.TEST_DATABASE_URL) withoutServerDb.DB_INDEPENDENT_ON_SERVER_ONLY = '1';

// Each check uses about one core for ten seconds or so: two cores run them together.
const staticChecks = [
  ['type check', [bin('tsgo/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']],
  ['format', [bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']],
  ['lint', [bin('eslint/bin/eslint.js'), '.']],
];
const steps = [
  [
    'unit and component tests',
    [bin('vitest/vitest.mjs'), 'run', '--project', 'unit', '--project', 'ui', '--project', 'ui-isolated'],
  ],
  ['API tests on PGlite', [bin('vitest/vitest.mjs'), 'run', '--project', 'api'], withoutServerDb],
  ...(process.env.TEST_DATABASE_URL
    ? [['API tests on the PostgreSQL server', [bin('vitest/vitest.mjs'), 'run', '--project', 'api']]]
    : []),
  // Builds only what changed since `npm ci` built it (scripts/start.mjs keeps a hash of the sources).
  ['SPA build', [join(root, 'scripts/start.mjs'), '--build']],
  ['browser tests (Chromium)', [bin('vitest/vitest.mjs'), 'run', '--project', 'e2e']],
];

const only = process.argv.slice(2);
const wanted = ([name]) => !only.length || only.some((o) => name.includes(o));
const started = Date.now();
const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

function fail(name, t0, status) {
  console.error(`\n✖ ${name} failed after ${seconds(t0)} s`);
  process.exit(status ?? 1);
}

/** Runs a step with its output captured; resolves with its status and output. */
function captured(args, env) {
  return new Promise((resolve) => {
    const child = spawn(node, args, { cwd: root, env: env ?? process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status, output }));
  });
}

const checks = staticChecks.filter(wanted);
if (checks.length) {
  const t0 = Date.now();
  console.log(`\n▶ ${checks.map(([name]) => name).join(', ')} (side by side)`);
  const results = await Promise.all(
    checks.map(async ([name, args]) => ({ name, ...(await captured(args)), done: seconds(t0) })),
  );
  for (const { name, status, output, done } of results) {
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    if (status !== 0) fail(name, t0, status);
    console.log(`✔ ${name} (${done} s)`);
  }
}

for (const [name, args, env] of steps.filter(wanted)) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(node, args, { cwd: root, stdio: 'inherit', env: env ?? process.env });
  if (result.status !== 0) fail(name, t0, result.status);
  console.log(`✔ ${name} (${seconds(t0)} s)`);
}
console.log(`\nAll tests passed in ${seconds(started)} s`);
