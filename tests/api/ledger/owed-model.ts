/**
 * The model of tests/api/ledger/one-amount-owed.test.ts: a run over two new agencies, the
 * operations (owed-ops.ts) made concrete against the figures the previous step read and applied
 * through the API, with the yardstick of what each agency owes kept from the operations alone
 * (the checks: owed-checks.ts).
 */
import { expect } from 'vitest';
import { INVOICE_STATUS } from '@domain/finance/index.js';
import { draftInvoice, pay, SYSTEM_TOTAL, today, type Json } from '../invoice-payments/fixture.js';
import { call } from '../invoices/fixture.js';
import { agencyToken, newAgency } from './agencies.js';
import { checkAccount, checkFinal, checkUnchanged, owed, type Agency, type Slot } from './owed-checks.js';
import { balanceOf, c, cents, detailOf, listOf, post, r, text, TOTAL } from './owed-api.js';
import { A_DRAFT, agencyOfSlot, SLOTS, type Amount, type Op } from './owed-ops.js';

export { useApp } from './owed-api.js';
export { op } from './owed-ops.js';

/** How often each operation was answered what, over the runs. */
export const OUTCOMES = new Map<string, number>();

// ---------------------------------------------------------------------------------------------
// A run: two new agencies, two drafts each, the yardstick, the operations.

export class Run {
  agencies: Agency[] = [];
  slots: Slot[] = [];
  /** Live payments: id → agency index. */
  payments = new Map<number, number>();
  log: string[] = [];

  async start(): Promise<void> {
    for (let a = 0; a < 2; a++) {
      const id = await newAgency(c.t.db, 'Owed');
      this.agencies.push({
        id,
        token: await agencyToken(c.t.db, id),
        yardstick: { invoices: 0, creditNotes: 0, payments: new Map(), refunds: 0 },
        seen: new Map(),
        balance: { invoicesOpen: 0, creditOnAccount: 0, balance: 0 },
      });
    }
    for (let s = 0; s < SLOTS; s++) {
      const draft = await draftInvoice(c, this.agencies[agencyOfSlot(s)]!.id);
      expect(cents(draft.grandTotal)).toBe(TOTAL);
      this.slots.push({ agency: agencyOfSlot(s), invoiceId: draft.id, ...A_DRAFT });
    }
    // One issued invoice and one draft per agency to start from.
    for (const s of [this.slots[1]!, this.slots[3]!]) {
      const res = await post('/api/finance/invoice/issue', { id: s.invoiceId });
      expect(res.statusCode, res.body).toBe(200);
      s.issued = true;
      this.agencies[s.agency]!.yardstick.invoices += TOTAL;
    }
    for (const a of this.agencies) {
      a.seen = new Map((await listOf(a.id)).map((row) => [row.id as number, row]));
      a.balance = await balanceOf(a.id);
      expect(a.balance).toMatchObject({ invoicesOpen: SYSTEM_TOTAL, creditOnAccount: 0, balance: SYSTEM_TOTAL });
    }
  }

  /** The invoice's balance due as last read (a draft: its total). */
  due(s: Slot): number {
    const row = this.agencies[s.agency]!.seen.get(s.invoiceId);
    return row ? cents(row.balanceDue) : TOTAL;
  }

  amountOf(spec: Amount, base: number): number {
    if (spec.kind === 'share') return Math.max(1, Math.round((base * spec.n) / 1000));
    if (spec.kind === 'above') return base + spec.n;
    return spec.n;
  }

  /**
   * The slot named, unless its agency has no credit on account or its invoice nothing due and
   * another slot has both (credit drawn onto an open invoice is then more often tried).
   */
  creditTarget(named: number): number {
    const fits = (i: number) => {
      const s = this.slots[i]!;
      return cents(this.agencies[s.agency]!.balance.creditOnAccount) > 0 && s.issued && this.due(s) > 0;
    };
    return fits(named) ? named : ([1, 2, 3].map((k) => (named + k) % SLOTS).find(fits) ?? named);
  }

  /** Applies one operation; answers the agencies it may have changed and the documents it aimed at. */
  async apply(o: Op): Promise<{ agencies: Set<number>; targets: Set<number>; changed: boolean }> {
    const agencies = new Set<number>();
    const targets = new Set<number>();
    let changed = false;
    const accepted = (res: { statusCode: number; body: string }, expected?: number[]) => {
      this.log.push(`${JSON.stringify(o)} → ${res.statusCode}`);
      const outcome = `${o.op} ${res.statusCode}`;
      OUTCOMES.set(outcome, (OUTCOMES.get(outcome) ?? 0) + 1);
      expect([200, 400, 409], `${JSON.stringify(o)}: ${res.body}`).toContain(res.statusCode);
      if (expected) expect(expected, `${JSON.stringify(o)}: ${res.body}`).toContain(res.statusCode);
      changed = res.statusCode === 200;
      return changed;
    };
    /** The slot's request and its live invoice, aimed at. */
    const aim = (index: number) => {
      const s = this.slots[index]!;
      agencies.add(s.agency);
      targets.add(s.invoiceId);
      return s;
    };
    const issue = (s: Slot) => {
      if (s.issued) return;
      s.issued = true;
      this.agencies[s.agency]!.yardstick.invoices += TOTAL;
    };

    if (o.op === 'issue') {
      const s = aim(o.slot);
      const res = await post('/api/finance/invoice/issue', { id: s.invoiceId });
      // A draft is issued; an issued or cancelled one refuses.
      if (accepted(res, [s.issued || s.cancelled ? 409 : 200])) issue(s);
    } else if (o.op === 'pay') {
      const s = aim(o.slot);
      const value = this.amountOf(o.amount, this.due(s));
      const allocations = o.split?.map((line) => {
        const to = this.slots[line.foreign ? line.slot : s.agency * 2 + (line.slot % 2)]!;
        agencies.add(to.agency);
        targets.add(to.invoiceId);
        const base = this.due(to);
        return {
          invoiceId: to.invoiceId,
          amount: Number(text(line.over ? base + 1 : Math.max(1, Math.round((base * line.n) / 1000)))),
        };
      });
      const paymentDate = new Date(Date.now() - o.daysAgo * 86_400_000).toISOString().slice(0, 10);
      const res = await pay(c, c.admin, 'POST', 'add', {
        id: null,
        invoiceId: s.invoiceId,
        amount: Number(text(value)),
        paymentDate,
        paymentAccountId: r.accountId,
        paymentTypeId: r.typeId,
        ref: 'PBT-1',
        ...(allocations ? { allocations } : {}),
      });
      // Without a split a payment of a live invoice is always taken (the rest is credit on account).
      const expected = s.cancelled ? [409] : allocations ? [200, 400] : [200];
      if (accepted(res, expected)) {
        const payment = res.json<Json>();
        expect(cents(payment.amount)).toBe(value);
        issue(s);
        this.agencies[s.agency]!.yardstick.payments.set(payment.id, value);
        this.payments.set(payment.id, s.agency);
      } else if (res.statusCode === 400 && allocations) {
        expect(Object.keys(res.json<Json>().errors).every((k) => k === 'amount' || k.startsWith('allocations['))).toBe(
          true,
        );
      }
    } else if (o.op === 'allocate') {
      const s = aim(this.creditTarget(o.slot));
      const part = o.part === null ? undefined : Number(text(Math.max(1, Math.round((this.due(s) * o.part) / 1000))));
      const res = await pay(c, c.admin, 'POST', 'allocatecredit', {
        invoiceId: s.invoiceId,
        ...(part === undefined ? {} : { amount: part }),
      });
      // It moves credit, never what is owed: the answer is the account, owing as before.
      if (accepted(res)) expect(cents(res.json<Json>().balance)).toBe(owed(this.agencies[s.agency]!.yardstick));
    } else if (o.op === 'cancel' || o.op === 'cancelWithCharges') {
      const s = aim(o.slot);
      const detail = await detailOf(s.invoiceId);
      const charges = o.op === 'cancel' ? 0 : Math.max(1, Math.round((TOTAL * o.charges) / 1000));
      const res = await call(c, c.admin, 'PUT', 'update', {
        ...detail,
        status: o.op === 'cancel' ? INVOICE_STATUS.Canceled : INVOICE_STATUS.CanceledWithCharges,
        ...(charges ? { cancellationCharges: Number(text(charges)) } : {}),
      });
      // The status it has already changes nothing (200); a cancelled invoice takes no other status (409).
      const same = o.op === 'cancel' ? s.cancelled : s.withCharges;
      if (accepted(res, same ? [200] : s.cancelled || s.withCharges ? [409] : [200]) && !same) {
        const y = this.agencies[s.agency]!.yardstick;
        if (o.op === 'cancelWithCharges') {
          issue(s);
          s.withCharges = true;
        } else s.cancelled = true;
        if (s.issued) y.creditNotes += TOTAL - charges;
        for (const cn of (await detailOf(s.invoiceId)).creditNotes ?? []) targets.add(cn.id);
      }
    } else if (o.op === 'replace') {
      const s = aim(o.slot);
      const paid = cents(this.agencies[s.agency]!.seen.get(s.invoiceId)?.paidTotal ?? 0);
      const res = await post('/api/finance/invoice/issuecreditnote', { invoiceId: s.invoiceId });
      // Only an issued invoice still standing is replaced.
      if (accepted(res, !s.issued || s.cancelled || s.withCharges ? [409] : [200])) {
        const answer = res.json<Json>();
        const y = this.agencies[s.agency]!.yardstick;
        y.creditNotes += TOTAL;
        targets.add(answer.creditNote.id);
        const next = await detailOf(answer.invoice.id);
        expect(cents(next.grandTotal)).toBe(TOTAL);
        // What the payments settled of the old invoice moves with them: the new one is issued when it was anything.
        expect(next.number !== null, `replacement of ${s.invoiceId} (paid ${paid}) issued`).toBe(paid > 0);
        s.invoiceId = next.id;
        s.issued = false;
        if (paid > 0) issue(s);
        targets.add(next.id);
      }
    } else if (o.op === 'refund') {
      // The agency named, unless it has no credit and the other one has.
      const index = cents(this.agencies[o.agency]!.balance.creditOnAccount) > 0 ? o.agency : 1 - o.agency;
      const a = this.agencies[index]!;
      agencies.add(index);
      const credit = cents(a.balance.creditOnAccount);
      const value = this.amountOf(o.amount, credit);
      const res = await pay(c, c.admin, 'POST', 'refund', {
        agencyId: a.id,
        amount: Number(text(value)),
        refundDate: today(),
        paymentAccountId: r.accountId,
        paymentTypeId: r.typeId,
        ref: 'PBT-R',
      });
      // Up to the credit on account, no more.
      if (accepted(res, [value <= credit ? 200 : 400])) a.yardstick.refunds += value;
    } else {
      const ids = [...this.payments.keys()];
      if (!ids.length) return { agencies, targets, changed };
      const id = ids[o.nth % ids.length]!;
      const agency = this.payments.get(id)!;
      agencies.add(agency);
      const res = await pay(c, c.admin, 'DELETE', `delete?id=${id}`);
      // 409 when its invoice is cancelled or part of it was refunded.
      if (accepted(res)) {
        this.agencies[agency]!.yardstick.payments.delete(id);
        this.payments.delete(id);
      }
    }
    return { agencies, targets, changed };
  }

  unchanged(index: number): Promise<void> {
    return checkUnchanged(this.agencies[index]!, `agency ${index} after ${this.log.at(-1)}`);
  }

  check(index: number, targets: Set<number>): Promise<void> {
    return checkAccount(this.agencies[index]!, `agency ${index} after ${this.log.at(-1) ?? 'start'}`, targets);
  }

  final(runNumber: number): Promise<void> {
    return checkFinal(this.agencies, this.slots[runNumber % SLOTS]!.invoiceId);
  }
}
