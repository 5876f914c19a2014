/**
 * Runs a pgbench script against a database (/usr/bin/pgbench, or PGBENCH): `-n -M prepared`, a
 * number of clients for some seconds, and reads what it reports. At 20 clients the figures are
 * pgbench's own summary (transactions per second, latency average); with `percentiles`, every
 * transaction's latency is logged (`--log`) and p50 / p99 are read from the logs, which costs the
 * load tool some CPU, so the bench asks for them only at 1 client.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

export interface PgbenchFigures {
  tps: number;
  latencyAverage: number;
  transactions: number;
  /** Only with `percentiles`. */
  p50?: number;
  p99?: number;
}

/** Connection arguments of a postgres:// URL (pgbench takes them apart: -h -p -U dbname). */
function connection(url: string): string[] {
  const u = new URL(url);
  return [
    '-h',
    u.hostname,
    '-p',
    u.port || '5432',
    ...(u.username ? ['-U', decodeURIComponent(u.username)] : []),
    decodeURIComponent(u.pathname.slice(1)),
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function pgbench(options: {
  url: string;
  script: string;
  vars: Record<string, string | number | boolean>;
  clients: number;
  seconds: number;
  percentiles?: boolean;
}): Promise<PgbenchFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  try {
    const file = join(dir, 'case.sql');
    writeFileSync(file, options.script);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(options.clients),
      '-j',
      String(Math.min(2, options.clients)),
      '-T',
      String(options.seconds),
      '-f',
      file,
      ...Object.entries(options.vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
      ...(options.percentiles ? ['--log', `--log-prefix=${join(dir, 'log')}`] : []),
      ...connection(options.url),
    ];
    const { stdout, stderr } = await run(PGBENCH, args, {
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, PGPASSWORD: process.env.PGPASSWORD ?? decodeURIComponent(new URL(options.url).password) },
    });
    const number = (re: RegExp) => {
      const m = re.exec(stdout);
      if (!m) throw new Error(`pgbench: no ${re} in its report\n${stdout}\n${stderr}\n--- script\n${options.script}`);
      return Number(m[1]);
    };
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    if (/error|aborted/i.test(stderr) || (failed && Number(failed[1]) > 0))
      throw new Error(`pgbench failed:\n${stderr}\n${stdout}\n--- script\n${options.script}`);
    const transactions = number(/number of transactions actually processed: (\d+)/);
    // None done in the time given (each took longer): pgbench then reports no rate.
    const figures: PgbenchFigures = transactions
      ? { tps: number(/tps = ([\d.]+)/), latencyAverage: number(/latency average = ([\d.]+) ms/), transactions }
      : { tps: 0, latencyAverage: NaN, transactions };
    if (options.percentiles) {
      // Per transaction: client_id transaction_no time(µs) script_no time_epoch time_us
      const latencies = readdirSync(dir)
        .filter((f) => f.startsWith('log'))
        .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n'))
        .filter(Boolean)
        .map((line) => Number(line.split(' ')[2]) / 1000)
        .sort((a, b) => a - b);
      figures.p50 = percentile(latencies, 50);
      figures.p99 = percentile(latencies, 99);
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
