/**
 * The ledger's one definition of money owed, as SQL fragments over the functions of migration
 * 027 (`ledger_documents`, `ledger_payments`, `ledger_accounts`): every screen, document and
 * report that shows what is paid, credited, due or on account joins these, never sums payments or
 * credit notes on its own (tests/api/ledger/ holds every answer equal to them).
 */

/**
 * A LATERAL join giving alias `alias` the figures of invoice or credit note `idExpr` at `asOf`
 * (an SQL date expression, `NULL` for now): `amount`, `paid`, `credited`, `balance`.
 * @example `FROM invoices i ${documentFigures('i.id', 'NULL', 'd')}` then `d.balance`
 */
export const documentFigures = (idExpr: string, asOf: string, alias: string): string =>
  // OFFSET 0 keeps the subquery apart, run once per outer row with its id as a constant: flattened
  // into the join, the planner would sum the whole ledger before joining it to the page.
  `LEFT JOIN LATERAL (SELECT amount, paid, credited, balance FROM ledger_documents(${asOf}::date)
                       WHERE document_id = ${idExpr} OFFSET 0) ${alias} ON true`;

/** The tables the figures read: a remembered answer showing them is read again after a write to one. */
export const LEDGER_TABLES = ['ledger_entries', 'ledger_allocations'] as const;
