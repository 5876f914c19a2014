import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { memorySizeOf, poolSizesOf, webConcurrencyOf } from '@server/config.js';
import { PgliteDb } from '@server/db/pglite.js';

describe('main.ts', () => {
  it('should stop start-up on a broken schema file, naming the file, the property and the reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'broken-'));
    cpSync('schemas', join(dir, 'schemas'), { recursive: true });
    const file = join(dir, 'schemas', 'finance', 'payment-account.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.properties.title.minLength = 'three';
    writeFileSync(file, JSON.stringify(json));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        SCHEMAS_DIR: join(dir, 'schemas'),
        DATA_DIR: join(dir, 'data'),
        PORT: '0',
        DATABASE_URL: '',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Schema error: .*payment-account\.json: properties\.title\.minLength: must be integer/);
  });
});

describe('API processes and pools (config.ts)', () => {
  const start = (env: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '', ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    rmSync(dir, { recursive: true, force: true });
    return run;
  };

  it('stops start-up on a WEB_CONCURRENCY, DATABASE_POOL_SIZE or PGLITE_SHARED_BUFFERS it cannot read', () => {
    const processes = start({ WEB_CONCURRENCY: 'two' });
    expect(processes.status).toBe(1);
    expect(processes.stderr).toContain('WEB_CONCURRENCY must be a whole number of at least 1, not "two"');
    const pool = start({ DATABASE_POOL_SIZE: '0' });
    expect(pool.status).toBe(1);
    expect(pool.stderr).toContain('DATABASE_POOL_SIZE must be a whole number of at least 1, not "0"');
    const buffers = start({ PGLITE_SHARED_BUFFERS: 'lots' });
    expect(buffers.status).toBe(1);
    expect(buffers.stderr).toContain('PGLITE_SHARED_BUFFERS must be a size such as 32MB, 512kB or 1GB, not "lots"');
  });

  it('serves PGlite from one process and says why when WEB_CONCURRENCY asks more', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-one-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '', WEB_CONCURRENCY: '4' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const said = 'WEB_CONCURRENCY=4 set aside: PGlite is opened by one process only, so one API process serves.';
    const deadline = Date.now() + 20_000;
    while (!stderr.includes(said) && child.exitCode === null && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
    rmSync(dir, { recursive: true, force: true });
    expect(stderr).toContain(said);
  }, 30_000);

  it('shares 20 API connections among the processes by default, 4 to 10 each, and 8 for exports', () => {
    expect(webConcurrencyOf(undefined, 'postgres://db', 6)).toEqual({ processes: 6 });
    expect(webConcurrencyOf('3', 'postgres://db', 6)).toEqual({ processes: 3 });
    expect(webConcurrencyOf(undefined, undefined, 6)).toEqual({ processes: 1 });
    expect(poolSizesOf(undefined, 1)).toEqual({ api: 10, exports: 4 });
    expect(poolSizesOf(undefined, 2)).toEqual({ api: 10, exports: 4 });
    expect(poolSizesOf(undefined, 4)).toEqual({ api: 5, exports: 2 });
    expect(poolSizesOf(undefined, 16)).toEqual({ api: 4, exports: 1 });
    expect(poolSizesOf('25', 2)).toEqual({ api: 25, exports: 4 });
  });
});

describe('PGlite shared buffers (PGLITE_SHARED_BUFFERS)', () => {
  const sharedBuffers = async (db: PgliteDb) => {
    try {
      return (await db.query<{ size: string }>("SELECT current_setting('shared_buffers') AS size"))[0]!.size;
    } finally {
      await db.close();
    }
  };

  // In the suite's PGlite run, from its template database (the run on a server has none, and an initdb costs seconds).
  const loadFrom = inject('templatePath');
  it.skipIf(!loadFrom)(
    'opens PGlite with 32MB of shared buffers (not PostgreSQL 128MB, zeroed at every open), or the size asked',
    async () => {
      expect(await sharedBuffers(await PgliteDb.open({ loadFrom }))).toBe('32MB');
      expect(await sharedBuffers(await PgliteDb.open({ loadFrom, sharedBuffers: '16MB' }))).toBe('16MB');
    },
    30_000,
  );

  it('takes a size as PostgreSQL writes it and refuses anything else', () => {
    expect(memorySizeOf('PGLITE_SHARED_BUFFERS', undefined)).toBeUndefined();
    expect(memorySizeOf('PGLITE_SHARED_BUFFERS', ' 64MB ')).toBe('64MB');
    expect(memorySizeOf('PGLITE_SHARED_BUFFERS', '512kB')).toBe('512kB');
    for (const bad of ['64', '64mb', '0MB', '1.5GB', '64 MB'])
      expect(() => memorySizeOf('PGLITE_SHARED_BUFFERS', bad)).toThrow(
        `PGLITE_SHARED_BUFFERS must be a size such as 32MB, 512kB or 1GB, not "${bad}"`,
      );
  });
});
