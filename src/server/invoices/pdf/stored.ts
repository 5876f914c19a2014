/**
 * The stored PDF of an issued invoice or credit note (migration 020, `invoice_documents`): read
 * within the caller's scope, and written once. Two first requests at once both build the PDF;
 * `ON CONFLICT DO NOTHING` keeps the first row and both answer what was stored, so every answer
 * for an issued document is the same bytes.
 */
import { createHash } from 'node:crypto';
import type { Lang } from '@schema/types.js';
import type { Queryable } from '../../db/types.js';
import type { InvoiceScope } from '../types.js';

export interface StoredInvoicePdf {
  pdf: Uint8Array;
  lang: Lang;
  number: string;
  documentType: 'invoice' | 'creditNote';
}

/** The stored PDF of a live invoice in the scope, or null (none yet, a draft, another agency's). */
export async function readStoredInvoicePdf(
  q: Queryable,
  id: number,
  scope: InvoiceScope,
): Promise<StoredInvoicePdf | null> {
  const [row] = await q.query<StoredInvoicePdf & Record<string, unknown>>(
    `SELECT d.pdf, d.lang, i.number, i.document_type AS "documentType"
       FROM invoice_documents d JOIN invoices i ON i.id = d.invoice_id
      WHERE d.invoice_id = $1 AND NOT i.is_deleted AND ($2::int IS NULL OR i.agency_id = $2)`,
    [id, scope.agencyId ?? null],
  );
  return row ?? null;
}

/** Stores the first PDF of an issued document and answers the bytes stored (this one, or a concurrent first). */
export async function storeInvoicePdf(q: Queryable, id: number, pdf: Uint8Array, lang: Lang): Promise<Uint8Array> {
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await q.query(
    `INSERT INTO invoice_documents (invoice_id, pdf, sha256, lang) VALUES ($1, $2, $3, $4)
     ON CONFLICT (invoice_id) DO NOTHING`,
    [id, pdf, sha256, lang],
  );
  const [row] = await q.query<{ pdf: Uint8Array }>('SELECT pdf FROM invoice_documents WHERE invoice_id = $1', [id]);
  return row.pdf;
}
