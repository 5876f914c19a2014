/**
 * The stored forms of an issued invoice or credit note (migrations 020 and 023,
 * `invoice_documents`): its PDF as first printed and, with e-invoicing on, its CII XML made at the
 * same moment from the same figures. Read within the caller's scope, and written once. Two first
 * requests at once both build; `ON CONFLICT` keeps the first PDF (and the first XML) and both
 * answer what was stored, so every answer for an issued document is the same bytes.
 */
import { createHash } from 'node:crypto';
import type { Lang } from '@schema/types.js';
import type { Queryable } from '../../db/types.js';
import type { InvoiceScope } from '../types.js';

export interface StoredInvoicePdf {
  pdf: Uint8Array;
  /** The CII XML, when it was made (e-invoicing on); null otherwise. */
  xml: string | null;
  lang: Lang;
  number: string;
  documentType: 'invoice' | 'creditNote';
  issueDate: string;
}

/** The stored forms of a live invoice in the scope, or null (none yet, a draft, another agency's). */
export async function readStoredInvoicePdf(
  q: Queryable,
  id: number,
  scope: InvoiceScope,
): Promise<StoredInvoicePdf | null> {
  const [row] = await q.query<StoredInvoicePdf & Record<string, unknown>>(
    `SELECT d.pdf, d.cii_xml AS xml, d.lang, i.number, i.document_type AS "documentType",
            to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate"
       FROM invoice_documents d JOIN invoices i ON i.id = d.invoice_id
      WHERE d.invoice_id = $1 AND NOT i.is_deleted AND ($2::int IS NULL OR i.agency_id = $2)`,
    [id, scope.agencyId ?? null],
  );
  return row ?? null;
}

/**
 * Stores the first PDF of an issued document (and its XML when given, or when only the XML was
 * missing) and answers the forms stored: these, or a concurrent first's.
 */
export async function storeInvoicePdf(
  q: Queryable,
  id: number,
  pdf: Uint8Array,
  lang: Lang,
  xml: string | null = null,
): Promise<{ pdf: Uint8Array; xml: string | null }> {
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await q.query(
    `INSERT INTO invoice_documents (invoice_id, pdf, sha256, lang, cii_xml) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (invoice_id) DO UPDATE SET cii_xml = COALESCE(invoice_documents.cii_xml, EXCLUDED.cii_xml)`,
    [id, pdf, sha256, lang, xml],
  );
  const [row] = await q.query<{ pdf: Uint8Array; xml: string | null }>(
    'SELECT pdf, cii_xml AS xml FROM invoice_documents WHERE invoice_id = $1',
    [id],
  );
  return row!;
}
