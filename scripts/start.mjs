#!/usr/bin/env node
// `npm start`: builds the SPA and the server when their sources are newer than the last
// build, then runs the compiled server (which migrates, seeds an empty database and serves
// /api and the SPA on PORT). The compiled server starts about twice as fast as running the
// TypeScript through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/spa/index.html');
const spaSources = [
  'index.html',
  'sign-in.html',
  'vite.config.ts',
  'package.json',
  'src/admin',
  'src/schema',
  'src/domain',
  'resources',
  'public',
];
const builtServer = join(root, 'dist/server/main.mjs');
const serverSources = ['package.json', 'src/server', 'src/schema', 'src/domain'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((p) => newestMtime(join(root, p)) > built);
}

function run(what, args) {
  console.log(`Building ${what}...`);
  // Always a production build: under a test runner NODE_ENV is `test`, and Vite would bundle React's development build.
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (isStale(builtIndex, spaSources)) {
  run('the admin SPA (vite build)', [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
}
if (isStale(builtServer, serverSources)) {
  run('the server (esbuild)', [join(root, 'src/server/build.mjs')]);
}

// In this process: one Node start less before the first answer.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(builtServer).href);
