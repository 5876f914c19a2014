/**
 * The payment list as CSV (`POST /api/finance/invoicepayment/export`, the list's search body
 * without its paging): the list screen's columns (resources/invoice-payments/list/PaymentList.tsx,
 * headers checked against its texts by tests/unit/csv-columns.test.ts), newest first, every
 * matching payment. The amount is the stored decimal as text, its currency (the invoice's) beside it.
 */
import type { PaymentSearch } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import type { CsvColumn } from '../csv/index.js';
import type { Db, Row } from '../db/types.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { conditions } from './list.js';

export const PAYMENT_CSV_COLUMNS: CsvColumn[] = [
  { key: 'id', header: { en: 'Id', fr: 'Id' } },
  { key: 'invoiceNumber', header: { en: 'Invoice number', fr: 'N° de facture' } },
  { key: 'requestRef', header: { en: 'Request Ref', fr: 'Réf. demande' } },
  { key: 'agency', header: { en: 'Agency', fr: 'Agence' } },
  { key: 'agencyRef', header: { en: 'Agency Ref', fr: 'Réf. agence' } },
  { key: 'paymentType', header: { en: 'Payment Type', fr: 'Type de paiement' } },
  { key: 'paymentAccount', header: { en: 'Payment Account', fr: 'Compte de paiement' } },
  { key: 'paymentDate', header: { en: 'Payment Date', fr: 'Date de paiement' } },
  { key: 'amount', header: { en: 'Amount', fr: 'Montant' }, amount: true },
  { key: 'currency', header: { en: 'Currency', fr: 'Devise' } },
  { key: 'ref', header: { en: 'Ref', fr: 'Réf.' } },
];

/** Every payment the search matches, newest first, in batches (400 on a bad filter before any byte). */
export function paymentCsvRows(db: Db, search: PaymentSearch, scope: AgencyScope, lang: Lang): AsyncIterable<Row[]> {
  const { where, params } = conditions(search, scope, lang);
  return db.stream(
    `SELECT p.id::text AS id, i.number AS "invoiceNumber",
            CASE WHEN COALESCE(r.supplier_initial, '') = '' THEN r.request_reference
                 ELSE r.supplier_initial || '-' || r.request_reference END AS "requestRef",
            ag.title AS agency, r.reference_number AS "agencyRef", pt.title AS "paymentType", pa.title AS "paymentAccount",
            to_char(p.payment_date, 'YYYY-MM-DD') AS "paymentDate", p.amount::text AS amount,
            cu.initial AS currency, p.ref
       FROM invoice_payments p
       JOIN invoices i ON i.id = p.invoice_id
       JOIN reservation_requests r ON r.id = i.request_id
       LEFT JOIN agency ag ON ag.id = i.agency_id
       LEFT JOIN payment_account pa ON pa.id = p.payment_account_id
       LEFT JOIN infra_type pt ON pt.id = p.payment_type_id
       LEFT JOIN currency cu ON cu.id = i.currency_id
      WHERE ${where} ORDER BY p.id DESC`,
    params,
  );
}
