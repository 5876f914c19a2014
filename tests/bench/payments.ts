/**
 * Payments: 20 payments posted at once on one invoice (`POST /api/finance/invoicepayment/add`, real
 * HTTP), in rounds, p50 / p99 of every request. Each payment locks the invoice, so the 20 run one
 * after the other: p99 is about what the 20th waits. Then the same with one `Idempotency-Key` per
 * round (one payment recorded, 19 answers read back). Checks that the invoice's paid total grew by
 * exactly what was recorded. On PGlite, and on the PostgreSQL server of DATABASE_URL (or
 * TEST_DATABASE_URL) when set: a bench database is created and dropped.
 * Runs inside `npm run bench`, or alone: `npx tsx tests/bench/payments.ts` (BENCH_PAYMENT_ROUNDS, default 10).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { scratchDatabase } from './scratch-database.js';
import { startProduct } from '../support/product.js';

const AT_ONCE = 20;
const rounds = Number(process.env.BENCH_PAYMENT_ROUNDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3993);
const base = `http://127.0.0.1:${port}`;
type Figures = Record<string, string>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function api(bearer: string, method: string, path: string, body?: unknown, headers = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Json };
}

/** An invoice that takes payments, and a valid account and payment type. */
async function target(bearer: string) {
  const list = await api(bearer, 'POST', '/finance/invoice/get', { pageIndex: 1, pageSize: 100 });
  const invoice = (list.json.invoices as Json[]).find(
    (i) => i.documentType === 'invoice' && [0, 1].includes(i.status) && i.balanceDue >= 2 * rounds * AT_ONCE * 0.01,
  );
  if (!invoice) throw new Error('bench payments: no demo invoice waiting for payment');
  const accounts = (await api(bearer, 'GET', '/finance/paymentaccount/getall')).json as unknown as Json[];
  const types = (await api(bearer, 'GET', '/infrastructure/infratype/getByTypeGroupId?typeGroupId=12'))
    .json as unknown as Json[];
  return {
    invoiceId: invoice.id as number,
    accountId: accounts.find((a) => a.isActive)!.id as number,
    typeId: types[0].id as number,
  };
}

async function paidTotal(bearer: string, invoiceId: number): Promise<number> {
  return (await api(bearer, 'GET', `/finance/invoice/getbyid?id=${invoiceId}`)).json.paidTotal as number;
}

async function measure(figures: Figures, label: string, env: Record<string, string>): Promise<void> {
  mkdirSync('.tmp', { recursive: true });
  const dataDir = mkdtempSync(join('.tmp', 'bench-pay-'));
  const server = await startProduct({
    port,
    env: { DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const login = await fetch(`${base}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin#2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const t = await target(accessToken);
    const body = (ref: string) => ({
      invoiceId: t.invoiceId,
      amount: 0.01,
      paymentDate: new Date().toISOString().slice(0, 10),
      paymentAccountId: t.accountId,
      paymentTypeId: t.typeId,
      ref,
    });
    const before = await paidTotal(accessToken, t.invoiceId);
    for (const keyed of [false, true]) {
      const times: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const key = { 'idempotency-key': `bench-${label}-${round}` };
        const answers = await Promise.all(
          Array.from({ length: AT_ONCE }, async (_, i) => {
            const t0 = performance.now();
            const res = await api(
              accessToken,
              'POST',
              '/finance/invoicepayment/add',
              body(keyed ? 'KEYED' : `BENCH${i}`),
              keyed ? key : {},
            );
            times.push(performance.now() - t0);
            return res.status;
          }),
        );
        if (answers.some((s) => s !== 200)) throw new Error(`bench payments: answers ${answers.join(', ')}`);
      }
      times.sort((a, b) => a - b);
      figures[`${label} 20 payments at once on one invoice${keyed ? ', one Idempotency-Key' : ''}: p50 / p99`] =
        `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))} (${times.length} requests)`;
    }
    const recorded = Math.round(((await paidTotal(accessToken, t.invoiceId)) - before) * 100);
    const expected = rounds * AT_ONCE + rounds;
    figures[`${label} payments recorded (expected ${expected})`] = String(recorded);
    if (recorded !== expected) throw new Error(`bench payments: ${recorded} cents recorded, ${expected} expected`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchPayments(): Promise<Figures> {
  const figures: Figures = {};
  await measure(figures, 'PGlite:', {});
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    figures['PostgreSQL server'] = 'skipped (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)';
    return figures;
  }
  const { url, drop } = await scratchDatabase(serverUrl, 'bench_pay');
  try {
    await measure(figures, 'PostgreSQL:', { DATABASE_URL: url });
  } finally {
    await drop();
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchPayments()
    .then((figures) => {
      console.log(`\nPayments on one invoice, ${rounds} rounds`);
      for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(84)} ${v}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
