/**
 * The demo invoices' payments (seed.ts, after the demo invoices, in its transaction), recorded the
 * way the API records them (repository.ts, then paid-state.ts: the entry and allocations in the
 * receivables ledger and the Paid status), so the screens show every state after a fresh start: of the issued invoices waiting for
 * payment, the first of agency 1 (the demo agent's) paid in full in two instalments, the next ones
 * partly paid (a deposit, or a deposit and a second instalment). No audit entries: like the rest of
 * the demo data, nobody wrote them.
 */
import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import { INVOICE_STATUS, roundMoney } from '@domain/finance/index.js';
import type { Queryable } from '../db/types.js';
import { INVOICE_AUDIT_ENTITY } from '../invoices/index.js';
import { followAll, post } from './paid-state.js';
import { PAYMENT_AUDIT_ENTITY } from './permissions.js';
import { PAYMENT_TYPE_GROUP } from './references.js';
import { insertPayment } from './repository.js';

/** Shares of the grand total per invoice, in the order they are paid (the last share of a full payment is the rest). */
const PLANS: number[][] = [[0.3, 1], [0.3], [0.5, 0.2], [0.25], [1], [0.4]];

const day = (date: Date, daysBefore: number) =>
  new Date(date.getTime() - daysBefore * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoPayments(tx: Queryable, today = new Date()): Promise<number> {
  // A server started without this module (a test's own module list) has no payment table.
  const [table] = await tx.query<{ t: string | null }>("SELECT to_regclass('invoice_payments')::text AS t");
  if (!table?.t) return 0;
  const invoices = await tx.query<{ id: number; grand: string }>(
    `SELECT id, grand_total::text AS grand FROM invoices
      WHERE document_type = 'invoice' AND number IS NOT NULL AND status = $1 AND grand_total > 0 AND NOT is_deleted
      ORDER BY agency_id = 1 DESC, id LIMIT $2`,
    [INVOICE_STATUS.WaitingForPayment, PLANS.length],
  );
  const accounts = (
    await tx.query<{ id: number }>('SELECT id FROM payment_account WHERE is_active AND NOT is_deleted ORDER BY id')
  ).map((r) => r.id);
  const types = (
    await tx.query<{ id: number }>(
      'SELECT id FROM infra_type WHERE type_group_id = $1 AND NOT is_deleted ORDER BY id',
      [PAYMENT_TYPE_GROUP],
    )
  ).map((r) => r.id);
  if (!accounts.length || !types.length) return 0;
  let recorded = 0;
  for (const [i, invoice] of invoices.entries()) {
    let paid = new Big(0);
    for (const [k, share] of PLANS[i].entries()) {
      const amount = share === 1 ? new Big(invoice.grand).minus(paid) : roundMoney(new Big(invoice.grand).times(share));
      paid = paid.plus(amount);
      const paymentId = await insertPayment(
        tx,
        {
          invoiceId: invoice.id,
          amount: Number(amount.toFixed(2)),
          paymentDate: day(today, 3 * (PLANS[i].length - k) + i),
          paymentAccountId: accounts[(i + k) % accounts.length],
          paymentTypeId: types[(i + k) % types.length],
          ref: `DEMO-${String(recorded + 1).padStart(3, '0')}`,
          notes: k === 0 ? 'Deposit' : share === 1 ? 'Balance' : 'Second instalment',
        },
        randomUUID(),
        null,
      );
      const system = { user: null, lang: 'en' } as const;
      await followAll(tx, await post(tx, paymentId!, invoice.id, undefined, system), system);
      recorded += 1;
    }
  }
  await tx.query('DELETE FROM audit_entries WHERE entity = ANY($1::text[])', [
    [INVOICE_AUDIT_ENTITY, PAYMENT_AUDIT_ENTITY],
  ]);
  return recorded;
}
