/**
 * The rows lists-1m.ts prints: per case the API beside the naive SQL, and PASS/FAIL against issue 23's
 * targets (throughput against the naive SQL by kind of case, page 1's p50 at 20 clients, the p50
 * overhead at 1 client). lists-1m.ts and the README section "Lists at 1,000,000 rows" say how to read them.
 */
import type { Measure } from './closed-loop.js';
import type { CaseKind, ListCase } from './lists-1m-cases.js';
import type { PgbenchFigures } from './pgbench.js';

/** Issue 23's targets: throughput against the naive SQL by kind, page 1's p50, the overhead at 1 client. */
const RATIO_TARGET: Record<CaseKind, number> = { 'page 1': 10, 'deep page': 2, filter: 2, 'exact reference': 0.8 };
const PAGE1_P50_MS = 50;
const OVERHEAD_MS = 1;

export const n = (x: number) => Math.round(x).toLocaleString('en');
const ms = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? '—' : `${x.toFixed(1)} ms`);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export interface CaseFigures {
  api: Measure;
  sql: PgbenchFigures;
  api1: Measure;
  page1: PgbenchFigures;
  cpuPerRequest: number;
  serving: number;
  processes: number;
}

export const HEADER = [
  'API/s'.padStart(7),
  'SQL tps'.padStart(7),
  'ratio'.padStart(7),
  'API p50'.padStart(9),
  'API p99'.padStart(9),
  'SQL avg'.padStart(9),
  '1c API p50'.padStart(10),
  '1c page p50'.padStart(11),
  '1c overhd'.padStart(9),
  'CPU/req'.padStart(8),
  'procs',
  'first'.padStart(9),
  'targets',
].join(' ');

export function row(c: ListCase, f: CaseFigures, firstMs: number): { text: string; failed: string[] } {
  const ratio = f.api.perSecond / f.sql.tps;
  const overhead = f.api1.p50 - (f.page1.p50 ?? NaN);
  const checks: [string, boolean][] = [[`≥ ${RATIO_TARGET[c.kind]}× SQL`, ratio >= RATIO_TARGET[c.kind]]];
  if (c.kind === 'page 1') checks.push([`p50 ≤ ${PAGE1_P50_MS} ms`, f.api.p50 <= PAGE1_P50_MS]);
  checks.push([`overhead ≤ ${OVERHEAD_MS} ms`, overhead <= OVERHEAD_MS]);
  const text = [
    n(f.api.perSecond).padStart(7),
    n(f.sql.tps).padStart(7),
    `${ratio.toFixed(2)}×`.padStart(7),
    ms(f.api.p50).padStart(9),
    ms(f.api.p99).padStart(9),
    ms(f.sql.latencyAverage).padStart(9),
    ms(f.api1.p50).padStart(10),
    ms(f.page1.p50).padStart(11),
    ms(overhead).padStart(9),
    ms(f.cpuPerRequest).padStart(8),
    `${f.serving}/${f.processes}`.padStart(5),
    ms(firstMs).padStart(9),
    checks.map(([name, ok]) => `${verdict(ok)} ${name}`).join(', '),
  ].join(' ');
  return { text, failed: checks.filter(([, ok]) => !ok).map(([name]) => `${c.name}: ${name}`) };
}
