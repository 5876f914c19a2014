/**
 * Payments racing on one invoice (PostgreSQL server only: PGlite runs one transaction at a time,
 * so nothing races there): 20 payments each with the clerk's split naming 60 % of the invoice's
 * balance, and 20 without a split, all at once. The agency's account lock makes them one after
 * the other: the invoice is never settled beyond its total, a split that no longer fits is a 400
 * naming the allocation, no answer is a 500 (no deadlock), and every cent received is either
 * allocated or credit on account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  draftInvoice,
  issue,
  pay,
  paymentRefs,
  setUp,
  SYSTEM_TOTAL,
  today,
  type Ctx,
  type Json,
  type Refs,
} from '../invoice-payments/fixture.js';
import { newAgency } from './agencies.js';

const cents = (value: number | string) => Math.round(Number(value) * 100) || 0;
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'concurrent payments on one invoice (PostgreSQL server only, TEST_DATABASE_URL: PGlite runs one transaction at a time)',
  () => {
    let c: Ctx;
    let r: Refs;
    let agencyId: number;
    /** The invoice paid from, and an older one of the same agency a payment without a split may settle too. */
    let target: Json;
    let other: Json;

    beforeAll(async () => {
      c = await setUp();
      r = await paymentRefs(c);
      agencyId = await newAgency(c.t.db, 'Race');
      other = await issue(c, await draftInvoice(c, agencyId));
      target = await issue(c, await draftInvoice(c, agencyId));
    });
    afterAll(() => c?.t.close());

    it('settles no invoice beyond its total; each answer 200 or a 400 on the allocation; Σ payments = Σ allocated + credit', async () => {
      const total = cents(SYSTEM_TOTAL);
      const share = Math.round(total * 0.6); // 543.05: two of them do not fit
      const body = (i: number, amount: number, allocations?: Json[]) => ({
        id: null,
        invoiceId: target.id,
        amount: amount / 100,
        paymentDate: today(),
        paymentAccountId: r.accountId,
        paymentTypeId: r.typeId,
        ref: `RACE-${i}`,
        ...(allocations ? { allocations } : {}),
      });
      // Interleaved: a split payment (60 % of the balance to the invoice, 10.00 more on account), then one without (100.00).
      const requests = Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? { split: true, body: body(i, share + 1000, [{ invoiceId: target.id, amount: share / 100 }]) }
          : { split: false, body: body(i, 10_000) },
      );
      // Meanwhile, how many of them wait on a lock (the account's): proof that they did race.
      let racing = true;
      let waited = 0;
      const watch = (async () => {
        while (racing) {
          const [row] = await c.t.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          );
          waited = Math.max(waited, row!.n);
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();
      const answers = await Promise.all(requests.map((q) => pay(c, c.admin, 'POST', 'add', q.body)));
      racing = false;
      await watch;
      expect(waited, 'payments waiting on one another').toBeGreaterThan(0);

      const statuses = answers.map((a) => a.statusCode);
      expect(
        statuses.filter((s) => s >= 500),
        'no 500 (deadlock, serialization failure)',
      ).toEqual([]);
      answers.forEach((answer, i) => {
        if (requests[i]!.split) {
          expect([200, 400], answer.body).toContain(answer.statusCode);
          // Above what is left of its balance, or nothing left at all: either way the allocation is named.
          if (answer.statusCode === 400)
            expect(['allocations[0].amount', 'allocations[0].invoiceId'], answer.body).toContain(
              Object.keys(answer.json<Json>().errors).join(),
            );
        } else expect(answer.statusCode, answer.body).toBe(200);
      });
      const taken = answers.flatMap((a, i) =>
        a.statusCode === 200 ? [{ ...requests[i]!, payment: a.json<Json>() }] : [],
      );
      // Two splits of 60 % never both fit one invoice.
      expect(taken.filter((t) => t.split).length).toBeLessThanOrEqual(1);
      expect(taken.filter((t) => !t.split)).toHaveLength(20);

      // The ledger: each invoice settled up to its total at most, by what the payments allocated.
      const documents = await c.t.db.query<{ id: number; amount: string; paid: string; balance: string }>(
        `SELECT document_id AS id, amount::text, paid::text, balance::text FROM ledger_documents(NULL)
        WHERE document_id = ANY($1::int[]) ORDER BY document_id`,
        [[other.id, target.id]],
      );
      for (const d of documents) {
        expect(cents(d.balance), `invoice ${d.id} balance`).toBeGreaterThanOrEqual(0);
        expect(cents(d.paid), `invoice ${d.id} settled`).toBeLessThanOrEqual(cents(d.amount));
      }
      const payments = await c.t.db.query<{ id: number; amount: string; allocated: string; unallocated: string }>(
        `SELECT payment_id AS id, amount::text, allocated::text, unallocated::text FROM ledger_payments(NULL)
        WHERE agency_id = $1 ORDER BY payment_id`,
        [agencyId],
      );
      expect(payments.map((p) => p.id)).toEqual(taken.map((t) => t.payment.id as number).sort((a, b) => a - b));
      for (const p of payments)
        expect(cents(p.unallocated), `payment ${p.id} not allocated beyond it`).toBeGreaterThanOrEqual(0);

      // Σ allocations = what the invoices say they were paid = what the answers said each payment settled.
      const allocated = sum(payments.map((p) => cents(p.allocated)));
      expect(sum(documents.map((d) => cents(d.paid)))).toBe(allocated);
      expect(
        sum(taken.flatMap((t) => (t.payment.settledInvoices as Json[]).map((s) => cents(s.amount)))),
        'the answers\u2019 settled invoices',
      ).toBe(allocated);
      for (const t of taken) {
        const settled = sum((t.payment.settledInvoices as Json[]).map((s) => cents(s.amount)));
        expect(settled + cents(t.payment.unallocated), `payment ${t.payment.id}: settled + on account`).toBe(
          cents(t.payment.amount),
        );
      }
      // A split payment settled the invoice it named with its share only; the rest is on account.
      for (const t of taken.filter((x) => x.split))
        expect(t.payment.settledInvoices).toEqual([
          expect.objectContaining({ invoiceId: target.id, amount: share / 100 }),
        ]);

      // Σ payments = Σ allocated + credit on account, as the account answers it.
      const received = sum(taken.map((t) => cents(t.body.amount)));
      expect(sum(payments.map((p) => cents(p.amount)))).toBe(received);
      const res = await c.t.call(c.admin, { method: 'GET', url: `/api/finance/agency/balance?agencyId=${agencyId}` });
      expect(res.statusCode, res.body).toBe(200);
      const account = res.json<Json>();
      expect(cents(account.creditOnAccount)).toBe(received - allocated);
      expect(cents(account.balance)).toBe(2 * total - received);
      expect(cents(account.invoicesOpen)).toBe(sum(documents.map((d) => cents(d.balance))));
      // 20 × 100.00 exceed both invoices: both Paid, the rest on account.
      for (const d of documents) expect(cents(d.balance)).toBe(0);
      for (const id of [other.id, target.id]) {
        const invoice = await c.t.call(c.admin, { method: 'GET', url: `/api/finance/invoice/getbyid?id=${id}` });
        expect(invoice.json<Json>()).toMatchObject({ status: 7, balanceDue: 0, paidTotal: SYSTEM_TOTAL });
      }
      // Only allocations were written (no reversal): the settled total at the end bounds it at every moment.
      const [reversals] = await c.t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ledger_allocations WHERE agency_id = $1 AND amount < 0',
        [agencyId],
      );
      expect(reversals!.n).toBe(0);
    }, 60_000);
  },
);
