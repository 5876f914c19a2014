import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
