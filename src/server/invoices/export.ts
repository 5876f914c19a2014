/**
 * The invoice list as CSV (`POST /api/finance/invoice/export`, the list's search body without
 * its paging): the list screen's columns (resources/invoices/list/InvoiceRow.tsx, its headers
 * checked against the screen's texts by tests/unit/csv-columns.test.ts), newest first, every
 * matching invoice and credit note. Amounts are the stored decimals as text, with the currency
 * in a column of its own (the screen writes it inside each amount).
 */
import { invoiceStatusLabel, type InvoiceSearch } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import { mapBatches, type CsvColumn } from '../csv/index.js';
import type { Db, Row } from '../db/types.js';
import { HEAD_COLUMNS, HEAD_JOINS } from './head-sql.js';
import { invoiceFilter } from './list.js';
import type { InvoiceScope } from './types.js';

export const INVOICE_CSV_COLUMNS: CsvColumn[] = [
  { key: 'id', header: { en: 'Id', fr: 'Id' } },
  { key: 'number', header: { en: 'Number', fr: 'Numéro' } },
  { key: 'type', header: { en: 'Type', fr: 'Type' } },
  { key: 'requestRef', header: { en: 'Request Ref', fr: 'Réf. demande' } },
  { key: 'agencyRef', header: { en: 'Agency Ref', fr: "Réf. de l'agence" } },
  { key: 'firstCheckIn', header: { en: 'First Check-In', fr: 'Première arrivée' } },
  { key: 'destinations', header: { en: 'Destinations', fr: 'Destinations' }, html: true },
  { key: 'passenger', header: { en: 'Passenger', fr: 'Passager' } },
  { key: 'pax', header: { en: 'Pax', fr: 'Pax' } },
  { key: 'system', header: { en: 'System', fr: 'Système' } },
  { key: 'total', header: { en: 'Total', fr: 'Total' } },
  { key: 'paid', header: { en: 'Paid', fr: 'Payé' } },
  { key: 'balance', header: { en: 'Balance', fr: 'Solde' } },
  { key: 'currency', header: { en: 'Currency', fr: 'Devise' } },
  { key: 'dueDate', header: { en: 'Due date', fr: 'Échéance' } },
  { key: 'status', header: { en: 'Status', fr: 'Statut' } },
];

const WORDS: Record<Lang, { draft: string; invoice: string; creditNote: string }> = {
  en: { draft: 'Draft', invoice: 'Invoice', creditNote: 'Credit note' },
  fr: { draft: 'Brouillon', invoice: 'Facture', creditNote: 'Avoir' },
};

/** The amounts as stored decimals (`numeric::text`), beside the head's columns. */
const AMOUNTS = `i.system_total::text AS "systemText", i.grand_total::text AS "totalText",
  i.paid_total::text AS "paidText", (i.grand_total - i.paid_total)::text AS "balanceText"`;

function csvRow(row: Row, lang: Lang): Row {
  const words = WORDS[lang];
  const initial = row.supplierInitial ? `${String(row.supplierInitial)}-` : '';
  return {
    id: row.id,
    number: row.number ?? words.draft,
    type: row.documentType === 'creditNote' ? words.creditNote : words.invoice,
    requestRef: `${initial}${String(row.requestReference)}`,
    agencyRef: row.agencyReference,
    firstCheckIn: row.firstCheckInDate,
    // The destinations, one a line on screen: separated by a semicolon here.
    destinations: String(row.destinations ?? '').replaceAll('<br>', '; '),
    passenger: row.passengerName,
    pax: row.pax,
    system: row.systemText,
    total: row.totalText,
    paid: row.paidText,
    balance: row.balanceText,
    currency: row.currencyInitial,
    dueDate: row.dueDate,
    status: invoiceStatusLabel(lang, Number(row.status)),
  };
}

/** Every invoice the search matches, in the list's order, as CSV rows in batches. */
export async function invoiceCsvRows(
  db: Db,
  body: InvoiceSearch,
  scope: InvoiceScope,
  lang: Lang,
): Promise<AsyncIterable<Row[]>> {
  const { from, filter, params } = await invoiceFilter(db, body, scope);
  const sql = `SELECT ${HEAD_COLUMNS}, ${AMOUNTS} FROM invoices i ${HEAD_JOINS}
    WHERE i.id IN (SELECT i.id FROM ${from} WHERE ${filter}) ORDER BY i.id DESC`;
  return mapBatches(db.stream(sql, params), (row) => csvRow(row, lang));
}
