/**
 * Start-up: load schemas (a broken file stops here with file, property and reason), open
 * the database, migrate, sync entity tables, seed an empty database, listen on PORT.
 * With several API processes (WEB_CONCURRENCY on a PostgreSQL server) this file runs in each of
 * them: first as the primary (cluster/supervise.ts), which serves nothing; then as one process
 * that prepares the database and serves, and as the others, which build their app meanwhile and
 * listen once the database is prepared (cluster/role.ts). One process forks nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { processRole, tellPrepared, whenDatabasePrepared, type ProcessRole } from './cluster/role.js';
import { loadConfig, LOG_REDACT } from './config.js';
import { openDb, whenOpen } from './db/open.js';
import type { Db } from './db/types.js';

// Opening PGlite takes most of the start-up (~0.6 s in its worker), so it starts first and
// everything else (imports, schemas, routes) is loaded meanwhile on this thread.
const trace =
  process.env.STARTUP_TRACE === '1'
    ? (step: string) => console.log(`[startup] ${step} ${Math.round(performance.now())} ms`)
    : () => undefined;
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return failed(error); // a malformed variable: its name, the value and what it must be
  }
})();
const role = processRole(config.processes);
if (config.processesSetAside)
  console.warn(
    `WEB_CONCURRENCY=${config.processesSetAside} set aside: PGlite is opened by one process only, so one API process serves. ` +
      'Set DATABASE_URL (a PostgreSQL server) to run several.',
  );

if (role === 'primary') {
  import('./cluster/supervise.js')
    .then(({ superviseApiProcesses }) =>
      superviseApiProcesses({
        processes: config.processes,
        exec: fileURLToPath(import.meta.url),
        where: 'PostgreSQL (DATABASE_URL)',
      }),
    )
    .catch(failed);
} else {
  const opening: Promise<Db> = openDb(config).then((db) => {
    trace('database open');
    return db;
  });
  opening.catch(() => undefined); // reported where it is awaited
  main(role, opening).catch(failed);
}

/** How long after listening the body readers not used yet are compiled. */
const BODY_READERS_DELAY_MS = 1000;

function failed(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** One API process: `only` (the whole start-up), `prepare` (prepares, then serves) or `serve`. */
async function main(role: Exclude<ProcessRole, 'primary'>, opening: Promise<Db>): Promise<void> {
  trace('main');
  const { loadCheckedSchemas } = await import('@schema/load-dir.js');
  const { SchemaError } = await import('@schema/normalize.js');
  // The hash of the last schema set that passed every check: unchanged files skip them.
  const checkedFile = join(config.dataDir, 'schemas-checked.sha256');
  let schemas: import('@schema/types.js').EntitySchema[];
  let schemasHash: string;
  try {
    const verified = existsSync(checkedFile) ? readFileSync(checkedFile, 'utf8').trim() : undefined;
    ({ schemas, hash: schemasHash } = loadCheckedSchemas(config.schemasDir, verified));
  } catch (error) {
    if (error instanceof SchemaError) {
      console.error(`Schema error: ${error.file}: ${error.property || '(root)'}: ${error.reason}`);
      process.exit(1);
    }
    throw error;
  }
  trace('schemas loaded');
  const [{ buildApp }, { prepareDatabase }, { DEMO_USERS }, { compileBodyReaders }] = await Promise.all([
    import('./app.js'),
    import('./setup.js'),
    import('./seed/demo-users.js'),
    import('./http/body.js'),
  ]);
  trace('modules loaded');

  const db = whenOpen(opening, config.databaseUrl ? 'pg' : 'pglite');
  const app = await buildApp({
    db,
    schemas,
    jwtSecret: config.jwtSecret,
    settingsKey: config.settingsKey,
    spaDir: config.spaDir,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    logger: { level: process.env.LOG_LEVEL ?? 'warn', redact: LOG_REDACT },
  });
  trace('app built');
  if (role === 'serve') await whenDatabasePrepared(); // by the `prepare` process (cluster/role.ts)
  const report = role === 'serve' ? undefined : await prepared(db, schemas, prepareDatabase, DEMO_USERS);
  trace('database prepared');
  if (report && role === 'prepare') {
    writeFileSync(checkedFile, `${schemasHash}\n`);
    tellPrepared(report);
  }
  await app.listen({ host: '0.0.0.0', port: config.port });
  let maintenance: { stop(): Promise<void> } | undefined;
  // The body readers compile on first use (http/body.ts): the rest compile a moment after the
  // server listens, so its first answers do not wait for them and a schema ajv refuses still stops it.
  setTimeout(() => {
    try {
      compileBodyReaders();
    } catch (error) {
      failed(error);
    }
  }, BODY_READERS_DELAY_MS).unref();
  if (report && role === 'only') {
    writeFileSync(checkedFile, `${schemasHash}\n`);
    // PGlite runs no autovacuum daemon: the server keeps statistics and visibility maps itself.
    if (db.kind === 'pglite') {
      const { keepTablesMaintained } = await import('./db/maintenance.js');
      maintenance = keepTablesMaintained(db, (error) => console.error('VACUUM failed:', error));
    }
    const ms = Math.round(performance.now()); // since the process started
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
    console.log(`Travel back office on http://localhost:${config.port}/  (${where}; 1 API process; ready in ${ms} ms)`);
    for (const line of report.log) console.log(line);
    for (const line of report.warn) console.warn(line);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (role === 'only') console.log(`${signal}: shutting down`); // else the primary says it once
    try {
      await app.close();
      await maintenance?.stop();
      await db.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * Prepares the database (setup.ts) and answers what start-up prints after its ready line: the
 * migrations applied, demo data, the demo accounts; warnings for unique indexes left out and,
 * on a PostgreSQL server, pools that may ask more connections than it allows.
 */
async function prepared(
  db: Db,
  schemas: import('@schema/types.js').EntitySchema[],
  prepareDatabase: typeof import('./setup.js').prepareDatabase,
  demoUsers: typeof import('./seed/demo-users.js').DEMO_USERS,
): Promise<{ log: string[]; warn: string[] }> {
  const [{ migrated, seeded, duplicates = [] }, budget] = await Promise.all([
    prepareDatabase(db, schemas),
    db.kind === 'pg'
      ? import('./cluster/connection-budget.js').then((m) =>
          m.connectionBudgetWarning(db, config.processes, config.pool),
        )
      : undefined,
  ]);
  const log: string[] = [];
  const warn: string[] = [];
  if (migrated.length) log.push(`Migrations applied: ${migrated.join(', ')}`);
  if (seeded) log.push('Empty database: demo data added.');
  if (duplicates.length) {
    const { describeDuplicates } = await import('./db/unique-indexes.js');
    for (const found of duplicates) warn.push(describeDuplicates(found));
  }
  if (budget) warn.push(budget);
  log.push('Demo accounts:');
  const width = Math.max(...demoUsers.map((u) => u.email.length));
  for (const u of demoUsers) log.push(`  ${u.email.padEnd(width)}  ${u.password.padEnd(12)} ${u.fullName} (${u.role})`);
  return { log, warn };
}
