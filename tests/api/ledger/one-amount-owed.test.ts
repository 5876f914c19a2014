/**
 * One amount owed, end to end through the HTTP API: random sequences of what finance staff do to
 * two agencies' invoices (issue a draft, pay with or without a split, sometimes above the
 * balances, draw credit on account, cancel, cancel with charges, replace, refund, delete a
 * payment), and after every step, for each agency touched, the same figure to the cent in every
 * answer that shows it: Σ its open invoices' balance due (the list) − its credit on account
 * (the balance route) = its balance = the statement's closing balance = the statement's aging
 * (buckets + unallocated credit) = its users' dashboard = a yardstick the test keeps from the
 * operations alone (issued invoices − credit notes − live payments + refunds). Every document's
 * balance is the same in the list, the CSV export, the detail and the CII XML (DuePayableAmount);
 * on each run's final state the PDF's "Balance due" too. A refused request (400, 409) changes
 * nothing. fast-check (seed printed on failure; replay with FC_SEED=<seed> and FC_PATH=<path>,
 * FC_RUNS for more runs, FC_SHRINK=1 to shrink a failure).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { paymentRefs, setUp, type Ctx } from '../invoice-payments/fixture.js';
import { op, OUTCOMES, Run, useApp } from './owed-model.js';

let c: Ctx;

beforeAll(async () => {
  c = await setUp();
  useApp(c, await paymentRefs(c));
  // The CII XML of an issued document is answered only with e-invoicing on (the demo tenant's identity is complete).
  await c.t.db.query("UPDATE saas_tenancy_settings SET e_invoicing = 'auto'");
  if (process.env.LEDGER_PROFILE) {
    const inner = c.t.call;
    c.t.call = async (token, options) => {
      const t0 = performance.now();
      try {
        return await inner(token, options);
      } finally {
        const key = `${String(options.method)} ${String(options.url).split('?')[0]}`;
        const p = PROFILE.get(key) ?? { n: 0, ms: 0 };
        PROFILE.set(key, { n: p.n + 1, ms: p.ms + performance.now() - t0 });
      }
    };
  }
});
const PROFILE = new Map<string, { n: number; ms: number }>();
afterAll(() => {
  if (process.env.LEDGER_PROFILE)
    console.info(
      [...PROFILE]
        .sort((x, y) => y[1].ms - x[1].ms)
        .map(([k, v]) => `${k}: ${v.n} × ${(v.ms / v.n).toFixed(1)} ms = ${v.ms.toFixed(0)}`)
        .join('\n'),
    );
});
afterAll(() => c?.t.close());

const RUNS = Number(process.env.FC_RUNS ?? 15);
const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

describe('one amount owed', () => {
  it('every answer shows the same balance after any sequence of invoices, payments, credit and refunds', async () => {
    const started = Date.now();
    let runs = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 8 }), async (ops) => {
          runs += 1;
          const run = new Run();
          await run.start();
          for (const o of ops) {
            const { agencies, targets, changed } = await run.apply(o);
            for (const a of agencies) await (changed ? run.check(a, targets) : run.unchanged(a));
          }
          await run.final(runs);
        }),
        {
          numRuns: RUNS,
          seed: SEED,
          path: process.env.FC_PATH,
          endOnFailure: !process.env.FC_SHRINK,
        },
      );
    } catch (error) {
      throw new Error(
        `one amount owed: FC_SEED=${SEED}${process.env.FC_PATH ? ` FC_PATH=${process.env.FC_PATH}` : ''}\n${String(
          error instanceof Error ? error.message : error,
        )}`,
        { cause: error },
      );
    }
    const outcomes = [...OUTCOMES].sort().map(([k, n]) => `${k}: ${n}`);
    console.info(
      `one amount owed: ${runs} runs in ${Date.now() - started} ms (FC_SEED=${SEED}); ${outcomes.join(', ')}`,
    );
  }, 240_000);
});
