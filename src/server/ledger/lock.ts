/**
 * One writer per agency's account at a time: every transaction that writes the ledger of an
 * agency (an issue, a credit note, a payment, an allocation, a refund) first takes this
 * transaction-scoped advisory lock, before any invoice row lock (the invoices module's
 * `lockInvoice` takes it), so balances read inside the write are the ones the write changes and
 * two payments never allocate the same balance twice. Released at commit or rollback.
 */
import type { Queryable } from '../db/types.js';

/** Any fixed number: the advisory lock class of the agencies' accounts. */
const ACCOUNT_LOCK_CLASS = 27_027;

export async function lockAccount(tx: Queryable, agencyId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [ACCOUNT_LOCK_CLASS, agencyId]);
}
