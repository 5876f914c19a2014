/**
 * How a new payment settles the agency's open invoices (the receivables ledger's split), as the
 * payments dialog previews it: pure, no React. The server's default is this invoice first, then
 * the agency's other open invoices oldest due first, each up to its balance; what no invoice
 * takes stays on the agency's account as credit. The clerk may change the amount of each line:
 * then the split is sent as `allocations`, otherwise nothing is (the server makes the default).
 */
import Big from 'big.js';
import type { InvoiceDetail, OpenInvoiceAnswer } from '@domain/finance';

/** One invoice the payment may settle, and what of the payment goes to it. */
export interface SplitLine {
  invoiceId: number;
  /** Its number; null for the draft the payment issues. */
  number: string | null;
  /** What it has left to pay. */
  balance: number;
  /** A canonical decimal ("100.00"); '' for nothing. */
  amount: string;
  /** What was typed could not be read as an amount (MoneyInput's refusal). */
  refused?: boolean;
}

export type SplitProblem = 'refused' | 'aboveBalance' | 'aboveAmount';

const big = (text: string | number) => {
  try {
    return new Big(text === '' ? 0 : text);
  } catch {
    return new Big(0);
  }
};

/**
 * The invoices in the order a payment settles them: this one first (a draft too, with its balance
 * due), then the agency's other open invoices in its currency, oldest due first.
 */
export function splitInvoices(
  invoice: Pick<InvoiceDetail, 'id' | 'number' | 'balanceDue' | 'currencyInitial'>,
  open: readonly OpenInvoiceAnswer[],
): SplitLine[] {
  const others = open.filter(
    (o) => o.id !== invoice.id && o.balance > 0 && (o.currencyInitial ?? null) === (invoice.currencyInitial ?? null),
  );
  return [
    { invoiceId: invoice.id, number: invoice.number ?? null, balance: invoice.balanceDue, amount: '' },
    ...others.map((o) => ({ invoiceId: o.id, number: o.number, balance: o.balance, amount: '' })),
  ];
}

/** The server's default: each invoice in turn takes what it has left to pay until the amount is spent. */
export function defaultSplit(lines: readonly SplitLine[], amount: string): SplitLine[] {
  let left = big(amount);
  return lines.map((line) => {
    const balance = big(Math.max(line.balance, 0));
    const taken = left.gt(balance) ? balance : left;
    left = left.minus(taken);
    return { ...line, amount: taken.gt(0) ? taken.toFixed(2) : '', refused: false };
  });
}

/** What of the payment no line takes: credit on account (negative when the lines take more than the amount). */
export function unallocatedOf(lines: readonly SplitLine[], amount: string): number {
  return Number(lines.reduce((left, line) => left.minus(big(line.amount)), big(amount)).toFixed(2));
}

/** What is wrong with the split, by line (an invoice's id) and over all (`total`); empty when it may be sent. */
export function splitProblems(
  lines: readonly SplitLine[],
  amount: string,
): { lines: Record<number, SplitProblem>; total?: SplitProblem } {
  const byLine: Record<number, SplitProblem> = {};
  for (const line of lines) {
    if (line.refused) byLine[line.invoiceId] = 'refused';
    else if (big(line.amount).gt(Math.max(line.balance, 0))) byLine[line.invoiceId] = 'aboveBalance';
  }
  return unallocatedOf(lines, amount) < 0 ? { lines: byLine, total: 'aboveAmount' } : { lines: byLine };
}

/** The body's `allocations`: the lines that take something. */
export const allocationsOf = (lines: readonly SplitLine[]): { invoiceId: number; amount: number }[] =>
  lines.filter((l) => big(l.amount).gt(0)).map((l) => ({ invoiceId: l.invoiceId, amount: Number(l.amount) }));
