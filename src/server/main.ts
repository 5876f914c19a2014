/**
 * Start-up: load schemas (a broken file stops here with file, property and reason), open
 * the database, migrate, sync entity tables, seed an empty database, listen on PORT.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig, LOG_REDACT } from './config.js';
import { openDb, whenOpen } from './db/open.js';
import type { Db } from './db/types.js';

// Opening PGlite takes most of the start-up (~0.6 s in its worker), so it starts first and
// everything else (imports, schemas, routes) is loaded meanwhile on this thread.
const trace =
  process.env.STARTUP_TRACE === '1'
    ? (step: string) => console.log(`[startup] ${step} ${Math.round(performance.now())} ms`)
    : () => undefined;
const config = loadConfig();
const opening: Promise<Db> = openDb(config).then((db) => {
  trace('database open');
  return db;
});
opening.catch(() => undefined); // reported where it is awaited

async function main(): Promise<void> {
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
  const [{ buildApp }, { prepareDatabase }, { DEMO_USERS }] = await Promise.all([
    import('./app.js'),
    import('./setup.js'),
    import('./seed/demo-users.js'),
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
  const { migrated, seeded, duplicates = [] } = await prepareDatabase(db, schemas);
  trace('database prepared');
  await app.listen({ host: '0.0.0.0', port: config.port });
  writeFileSync(checkedFile, `${schemasHash}\n`);
  // PGlite runs no autovacuum daemon: without this the planner would never get statistics
  // and the visibility map would never allow index-only scans (deep list pages). Once per
  // start, in the background (~0.4 s for 100,000 rows, during which queries wait).
  if (db.kind === 'pglite')
    db.exec('VACUUM ANALYZE').catch((error: unknown) => console.error('VACUUM ANALYZE failed:', error));

  const ms = Math.round(performance.now()); // since the process started
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
  console.log(`Travel back office on http://localhost:${config.port}/  (${where}; ready in ${ms} ms)`);
  if (migrated.length) console.log(`Migrations applied: ${migrated.join(', ')}`);
  if (seeded) console.log('Empty database: demo data added.');
  if (duplicates.length) {
    const { describeDuplicates } = await import('./db/unique-indexes.js');
    for (const report of duplicates) console.warn(describeDuplicates(report));
  }
  console.log('Demo accounts:');
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  for (const u of DEMO_USERS)
    console.log(`  ${u.email.padEnd(width)}  ${u.password.padEnd(12)} ${u.fullName} (${u.role})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    try {
      await app.close();
      await db.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
