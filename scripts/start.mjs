#!/usr/bin/env node
// `npm start`: builds the SPA and the server when their sources changed since the last build,
// then runs the compiled server (which migrates, seeds an empty database and serves /api and the
// SPA on PORT). The compiled server starts about twice as fast as running the TypeScript through tsx.
// `node scripts/start.mjs --build` builds what changed and stops: npm's `prepare` step, so
// `npm install` (and `npm ci`) build once, and the first `npm start` only prepares the database.
//
// What changed: each build leaves a stamp (dist/.spa-build, dist/.server-build) holding the
// content hash of its sources. A start first compares modification times (no file newer than the
// stamp: nothing is read, a few milliseconds); only when some file is newer does it hash the
// sources, and it builds only when their content differs from the stamp's. A fresh clone, a
// checkout or CI's copy gives every file a new time but the same content: no second build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildOnly = process.argv.includes('--build');
const trace =
  process.env.STARTUP_TRACE === '1'
    ? (step) => console.log(`[startup] ${step} ${Math.round(performance.now())} ms`)
    : () => undefined;

/** What each build reads: its output's main file, its stamp, its sources (files or folders). */
const builds = [
  {
    what: 'the admin SPA (vite build)',
    output: 'dist/spa/index.html',
    stamp: 'dist/.spa-build',
    args: [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    // scripts/: the build's own plugins (vite.config.ts imports them); the lock file: the libraries bundled.
    sources: [
      'index.html',
      'sign-in.html',
      'vite.config.ts',
      'tsconfig.json',
      'package.json',
      'package-lock.json',
      'scripts',
      'src/admin',
      'src/schema',
      'src/domain',
      'resources',
      'public',
    ],
  },
  {
    what: 'the server (esbuild)',
    output: 'dist/server/main.mjs',
    stamp: 'dist/.server-build',
    args: [join(root, 'src/server/build.mjs')],
    sources: ['tsconfig.json', 'package.json', 'package-lock.json', 'src/server', 'src/schema', 'src/domain'],
  },
];

/** Every file under the sources, sorted, with the newest modification time (folders' too: a deleted file changes its folder's). */
function walk(sources) {
  const files = [];
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) {
      files.push(path);
      return;
    }
    for (const name of readdirSync(path)) visit(join(path, name));
  };
  for (const source of sources) visit(join(root, source));
  return { files: files.sort(), newest };
}

/** The sources' content: each file's path (from the project root) and bytes. */
function contentHash(files) {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file.slice(root.length)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex');
}

/**
 * Dates the stamp just after the newest source it covers (not at the end of the build): a file
 * saved while the build ran is newer, so the next start looks at it.
 */
function dateStamp(stampPath, newest) {
  const seconds = (Math.floor(newest) + 1) / 1000;
  utimesSync(stampPath, seconds, seconds);
}

/** Builds when the output is missing or the sources' content differs from the last build's; then stamps it. */
function buildIfChanged({ what, output, stamp, args, sources }) {
  const stampPath = join(root, stamp);
  const outputPath = join(root, output);
  const { files, newest } = walk(sources);
  // A build made before stamps (or by hand) newer than every source: stamped as it is.
  if (existsSync(outputPath) && !existsSync(stampPath) && newest <= statSync(outputPath).mtimeMs) {
    writeFileSync(stampPath, `${contentHash(files)}\n`);
    dateStamp(stampPath, newest);
    return;
  }
  const built = existsSync(outputPath) && existsSync(stampPath);
  if (built && newest <= statSync(stampPath).mtimeMs) return;
  const hash = contentHash(files);
  if (built && readFileSync(stampPath, 'utf8').trim() === hash) {
    dateStamp(stampPath, newest); // same content, only the times moved: the next start reads nothing
    return;
  }
  console.log(`Building ${what}...`);
  // Always a production build: under a test runner NODE_ENV is `test`, and Vite would bundle React's development build.
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampPath, `${hash}\n`);
  dateStamp(stampPath, newest);
}

for (const build of builds) buildIfChanged(build);
trace('builds checked');
if (!buildOnly) {
  // In this process: one Node start less before the first answer.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(join(root, 'dist/server/main.mjs')).href);
}
