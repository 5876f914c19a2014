/**
 * Reading the ledger inside a write or for an answer, always through the functions of migration
 * 027: a document's balance, an agency's open invoices (the order a payment settles them in) and
 * its credit (what a refund or a later allocation draws on, oldest first), the account.
 */
import Big from 'big.js';
import type { Queryable } from '../db/types.js';
import type { CreditSource } from './allocate.js';

/** The balance of an invoice (what is due) or credit note (negative: what it still credits), decimal text; null when not found. */
export async function documentBalance(q: Queryable, documentId: number): Promise<string | null> {
  const [row] = await q.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM ledger_documents(NULL) WHERE document_id = $1',
    [documentId],
  );
  return row?.balance ?? null;
}

export interface OpenInvoice {
  id: number;
  number: string;
  balance: string;
  dueDate: string | null;
}

/**
 * The agency's issued invoices with a balance due in the currency: `first` ahead of the others,
 * then the oldest due first (due date, issue date, id): the order a payment settles them in.
 */
export async function openInvoices(
  q: Queryable,
  agencyId: number,
  currencyId: number | null,
  first?: number,
): Promise<OpenInvoice[]> {
  return q.query<OpenInvoice & Record<string, unknown>>(
    `SELECT d.document_id AS id, i.number, d.balance::text AS balance, to_char(d.due_date, 'YYYY-MM-DD') AS "dueDate"
       FROM ledger_documents(NULL) d JOIN invoices i ON i.id = d.document_id
      WHERE d.agency_id = $1 AND d.currency_id IS NOT DISTINCT FROM $2 AND d.document_type = 'invoice'
        AND i.number IS NOT NULL AND d.balance > 0
      ORDER BY (d.document_id = $3) DESC, d.due_date NULLS LAST, d.issue_date, d.document_id`,
    [agencyId, currencyId, first ?? null],
  );
}

export type Credit = CreditSource & { open: Big; date: string };

/** The agency's payments and credit notes with credit left in the currency, oldest first. */
export async function creditsOnAccount(q: Queryable, agencyId: number, currencyId: number | null): Promise<Credit[]> {
  const rows = await q.query<{ kind: string; id: number; open: string; date: string }>(
    `SELECT 'payment' AS kind, p.payment_id AS id, p.unallocated::text AS open, p.payment_date::text AS date
       FROM ledger_payments(NULL) p
      WHERE p.agency_id = $1 AND p.currency_id IS NOT DISTINCT FROM $2 AND p.unallocated > 0
     UNION ALL
     SELECT 'creditNote', d.document_id, (-d.balance)::text, d.issue_date::text
       FROM ledger_documents(NULL) d
      WHERE d.agency_id = $1 AND d.currency_id IS NOT DISTINCT FROM $2 AND d.document_type = 'creditNote'
        AND d.balance < 0
     ORDER BY date, kind DESC, id`,
    [agencyId, currencyId],
  );
  return rows.map((r) => ({
    ...(r.kind === 'payment' ? { paymentId: r.id } : { creditNoteId: r.id }),
    open: new Big(r.open),
    date: r.date,
  }));
}

export interface Account {
  agencyId: number;
  currencyId: number | null;
  /** What the agency owes: open invoices less its credit on account. */
  balance: string;
  creditOnAccount: string;
  invoicesOpen: string;
}

/** The agency's account per currency at `asOf` (YYYY-MM-DD, or now). */
export async function readAccounts(q: Queryable, agencyId: number, asOf?: string): Promise<Account[]> {
  return q.query<Account & Record<string, unknown>>(
    `SELECT agency_id AS "agencyId", currency_id AS "currencyId", balance::numeric(14, 2)::text AS balance,
            credit_on_account::numeric(14, 2)::text AS "creditOnAccount",
            invoices_open::numeric(14, 2)::text AS "invoicesOpen"
       FROM ledger_accounts($2::date) WHERE agency_id = $1 ORDER BY currency_id`,
    [agencyId, asOf ?? null],
  );
}
