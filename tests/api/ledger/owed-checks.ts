/**
 * The checks of tests/api/ledger/one-amount-owed.test.ts: what an agency owes by the test's own
 * yardstick (kept from the operations alone), and every answer showing it equal to the cent.
 */
import { expect } from 'vitest';
import type { Json } from '../invoice-payments/fixture.js';
import {
  balanceOf,
  cents,
  csvOf,
  dashboardOf,
  detailOf,
  duePayable,
  issuedInvoice,
  listOf,
  pdfBalanceDue,
  printed,
  statementOf,
  text,
} from './owed-api.js';

export interface Yardstick {
  /** Σ issued invoices' totals, Σ credit notes' (positive), live payments by id, Σ refunds: cents. */
  invoices: number;
  creditNotes: number;
  payments: Map<number, number>;
  refunds: number;
}
export const owed = (y: Yardstick) =>
  y.invoices - y.creditNotes - [...y.payments.values()].reduce((s, p) => s + p, 0) + y.refunds;

export interface Agency {
  id: number;
  token: string;
  yardstick: Yardstick;
  /** The agency's documents as the last check read them, by id. */
  seen: Map<number, Json>;
  /** Its balance answer as the last check read it. */
  balance: Json;
}

export interface Slot {
  agency: number;
  /** The request's live invoice (its latest after a replacement). */
  invoiceId: number;
  /** What the yardstick knows of it: issued (a claim), cancelled in full (takes no payment). */
  issued: boolean;
  cancelled: boolean;
  withCharges: boolean;
}

/** After a refused request: the agency's balance answer and every document as they were. */
export async function checkUnchanged(a: Agency, where: string): Promise<void> {
  const [rows, balance] = await Promise.all([listOf(a.id), balanceOf(a.id)]);
  expect(balance, `${where}: balance unchanged`).toEqual(a.balance);
  const figures = (row: Json) => [row.id, row.number, row.status, row.balanceDue, row.paidTotal];
  expect(rows.map(figures), `${where}: documents unchanged`).toEqual([...a.seen.values()].map(figures));
}

/**
 * Every figure of the agency's account and documents equal to the cent; `targets` and the
 * documents whose list row changed are read in the detail too.
 */
export async function checkAccount(a: Agency, where: string, targets: Set<number>): Promise<void> {
  const [rows, csv, balance, statement, cards] = await Promise.all([
    listOf(a.id),
    csvOf(a.id),
    balanceOf(a.id),
    statementOf(a.id),
    dashboardOf(a.token),
  ]);
  const y = a.yardstick;

  // The account: open invoices (the list) − credit on account = balance = the yardstick.
  const open = rows.filter(issuedInvoice).reduce((s, row) => s + cents(row.balanceDue), 0);
  expect(cents(balance.invoicesOpen), `${where}: Σ open invoices' balanceDue`).toBe(open);
  expect(cents(balance.balance), `${where}: balance`).toBe(open - cents(balance.creditOnAccount));
  expect(cents(balance.balance), `${where}: yardstick`).toBe(owed(y));
  expect(cents(balance.creditOnAccount), `${where}: credit ≥ 0`).toBeGreaterThanOrEqual(0);

  // The statement: closing balance, aging (buckets + unallocated credit), its period figures.
  expect(cents(statement.closingBalance), `${where}: closing balance`).toBe(cents(balance.balance));
  const aging = statement.aging as Record<string, number>;
  const buckets = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90', 'unallocatedCredit'];
  expect(
    buckets.reduce((s, k) => s + cents(aging[k]!), 0),
    `${where}: Σ aging`,
  ).toBe(cents(balance.balance));
  expect(cents(aging.unallocatedCredit!), `${where}: unallocated credit`).toBe(0 - cents(balance.creditOnAccount));
  expect(cents(statement.creditOnAccount), `${where}: statement credit`).toBe(cents(balance.creditOnAccount));
  expect(cents(statement.balanceTotal), `${where}: Σ statement rows`).toBe(open);
  expect(cents(statement.invoicesTotal), `${where}: invoices − credit notes`).toBe(y.invoices - y.creditNotes);
  expect(cents(statement.creditNotesTotal), `${where}: credit notes`).toBe(y.creditNotes);
  expect(cents(statement.refundsTotal), `${where}: refunds`).toBe(y.refunds);
  expect(cents(statement.invoicePaymentsTotal), `${where}: payments − refunds`).toBe(
    [...y.payments.values()].reduce((s, p) => s + p, 0) - y.refunds,
  );

  // The dashboard of the agency's users.
  expect(cents(cards.receivables.receivable), `${where}: dashboard receivable`).toBe(cents(balance.balance));
  expect(cents(cards.receivables.creditOnAccount), `${where}: dashboard credit`).toBe(cents(balance.creditOnAccount));

  // Each document: the list and the CSV, the same documents with the same balance; an invoice
  // never settled beyond its total, a credit note never used beyond its own.
  expect([...csv.keys()].sort(), `${where}: CSV documents`).toEqual(rows.map((row) => row.id as number).sort());
  const changed = new Set(targets);
  for (const row of rows) {
    expect(csv.get(row.id)!.Balance, `${where}: CSV balance of ${row.id}`).toBe(text(cents(row.balanceDue)));
    if (row.documentType === 'invoice') expect(cents(row.balanceDue)).toBeGreaterThanOrEqual(0);
    else expect(cents(row.balanceDue)).toBeLessThanOrEqual(0);
    // A Canceled invoice (issued or a draft) and one replaced after an amendment owe nothing.
    if (row.documentType === 'invoice' && (row.status === 3 || row.replacedByInvoiceId))
      expect(cents(row.balanceDue), `${where}: ${row.id} cancelled or replaced owes nothing`).toBe(0);
    const before = a.seen.get(row.id);
    if (!before || before.balanceDue !== row.balanceDue || before.status !== row.status || before.number !== row.number)
      changed.add(row.id);
  }
  const byId = new Map(rows.map((row) => [row.id as number, row]));
  for (const id of changed) {
    const row = byId.get(id);
    if (row) await sameDetail(row, where);
  }
  a.seen = byId;
  a.balance = balance;
}

async function sameDetail(row: Json, where: string): Promise<void> {
  const detail = await detailOf(row.id);
  expect(cents(detail.balanceDue), `${where}: detail balance of ${row.id}`).toBe(cents(row.balanceDue));
  expect(cents(detail.paidTotal), `${where}: detail paid of ${row.id}`).toBe(cents(row.paidTotal));
}

/**
 * The final state: each agency as its last check read it (nothing changed an account the
 * operations did not touch), each document's detail, the CII of every issued invoice, and the
 * PDF of one request's live invoice (an issued one is stored at its first print, so it is read
 * once; a PDF costs a quarter second).
 */
export async function checkFinal(agencies: Agency[], toPrint: number): Promise<void> {
  for (const [index, a] of agencies.entries()) {
    const where = `agency ${index} at the end`;
    await checkUnchanged(a, where);
    for (const row of a.seen.values()) {
      await sameDetail(row, where);
      const due = text(cents(row.balanceDue));
      if (issuedInvoice(row)) expect(await duePayable(row.id), `${where}: CII of ${row.id}`).toBe(due);
      if (row.id === toPrint)
        expect(await pdfBalanceDue(row.id), `${where}: PDF of ${row.id}`).toBe(
          printed(cents(row.balanceDue), row.currency),
        );
    }
  }
}
