/**
 * The statement as CSV (`POST statement/export`): every matching row with the screen's columns
 * plus the invoice's number and dates, amounts as SQL wrote them (`1250.00`, `1250,00` in French), dates ISO, the
 * description's HTML as its plain text, names in the caller's language. One batch: a statement is
 * one agency's invoices (10,000 at the benchmark's size), read at once like the PDF's.
 */
import { invoiceStatusLabel } from '@domain/finance/index.js';
import { PAYMENT_STATUS_LABELS, paymentStatus, type StatementFilter } from '@domain/statement/index.js';
import type { Lang } from '@schema/types.js';
import type { CsvColumn } from '../csv/index.js';
import type { Db, Row } from '../db/types.js';
import { readWholeStatement } from './statement.js';

const column = (key: string, en: string, fr: string, kind?: 'html' | 'amount'): CsvColumn => ({
  key,
  header: { en, fr },
  ...(kind ? { [kind]: true } : {}),
});

export const STATEMENT_CSV_COLUMNS: CsvColumn[] = [
  column('requestRef', 'Request Ref', 'Réf. demande'),
  column('description', 'Description', 'Description', 'html'),
  column('firstCheckInDate', 'First Check In', 'Première arrivée'),
  column('invoiceNumber', 'Invoice Number', 'Numéro de facture'),
  column('issueDate', 'Invoice Date', 'Date de facture'),
  column('dueDate', 'Due Date', "Date d'échéance"),
  column('total', 'Invoice Total', 'Total facture', 'amount'),
  column('currencyInitial', 'Currency', 'Devise'),
  column('statusString', 'Invoice Status', 'Statut de la facture'),
  column('paid', 'Payment Total', 'Total des paiements', 'amount'),
  column('balance', 'Balance', 'Solde', 'amount'),
  column('paymentStatusString', 'Payment Status', 'Statut du paiement'),
];

export async function* statementCsvRows(q: Db, filter: StatementFilter, lang: Lang): AsyncGenerator<Row[]> {
  const { rows } = await readWholeStatement(q, filter);
  yield rows.map((row) => ({
    ...row,
    statusString: invoiceStatusLabel(lang, row.status),
    paymentStatusString: PAYMENT_STATUS_LABELS[lang][paymentStatus(row.total, row.paid)],
  }));
}
