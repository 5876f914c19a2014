/**
 * Issuing: a draft leaving Pending for any status but Amended or Canceled gets the next number of
 * its gapless series (`INV-YYYY-NNNNN`), today's issue date and its due date (the earlier of the
 * payment terms and the first check-in less the balance days, never before the issue date), in
 * the writing transaction. On the PostgreSQL server, 20 issues at once take 20 consecutive numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueDateOf } from '@domain/finance/index.js';
import { getInvoice, invoiceOf, issue, setTenant, setUp, submit, today, update, type Ctx } from './fixture.js';

let c: Ctx;
beforeAll(async () => {
  c = await setUp();
});
afterAll(() => c?.t.close());

const draft = async () => invoiceOf(c, (await submit(c)).requestGuid);
const sequence = (n: string) => Number(n.split('-')[2]);

describe('issuing an invoice', () => {
  it('gives the next number of the year, the issue date and the due date by the payment terms', async () => {
    await setTenant(c, { terms: 30, daysBefore: 14 });
    const first = await issue(c, await draft());
    const year = today().slice(0, 4);
    expect(first.number).toMatch(new RegExp(`^INV-${year}-\\d{5}$`));
    expect(first).toMatchObject({ status: 1, issueDate: today() });
    expect(first.dueDate).toBe(dueDateOf(today(), '2027-03-01', { paymentTermsDays: 30, balanceDaysBeforeTravel: 14 }));
    const second = await issue(c, await draft());
    expect(sequence(second.number)).toBe(sequence(first.number) + 1);
  });

  it('is due before travel when the terms run past it', async () => {
    await setTenant(c, { terms: 2000, daysBefore: 14 });
    try {
      expect((await issue(c, await draft())).dueDate).toBe('2027-02-15');
    } finally {
      await setTenant(c, { terms: 30 });
    }
  });

  it('keeps a draft for Amended and Canceled, and issues for any other status', async () => {
    const amended = await update(c, await draft(), { status: 6 });
    expect(amended.json()).toMatchObject({ status: 6, number: null });
    const cancelled = await update(c, await draft(), { status: 3 });
    expect(cancelled.json()).toMatchObject({ status: 3, number: null, issueDate: null });
    const pendingCancellation = await update(c, await draft(), { status: 5 });
    expect(pendingCancellation.json()).toMatchObject({ status: 5, issueDate: today() });
    expect(pendingCancellation.json().number).toMatch(/^INV-/);
    // An issued invoice cannot go back to the draft statuses.
    const back = await update(c, pendingCancellation.json(), { status: 0 });
    expect(back.statusCode).toBe(400);
    expect(Object.keys(back.json().errors)).toEqual(['status']);
  });

  it('issues 20 invoices at once with 20 distinct consecutive numbers (PostgreSQL server)', async (ctx) => {
    if (c.t.db.kind !== 'pg') ctx.skip();
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draft());
    const answers = await Promise.all(drafts.map((d) => update(c, d, { status: 1 })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => sequence(a.json().number)).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19]! - numbers[0]!).toBe(19);
    const [{ max }] = (await c.t.db.query<{ max: number }>(
      "SELECT max(number_sequence) AS max FROM invoices WHERE document_type = 'invoice'",
    )) as [{ max: number }];
    expect(max).toBe(numbers[19]);
    expect((await getInvoice(c, drafts[0]!.id)).number).not.toBeNull();
  });
});
