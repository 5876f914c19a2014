/**
 * Invoice and credit note numbers: `{prefix}-{YYYY}-{NNNNN}` (INV-2026-00042), one gapless series
 * per document type and calendar year; the prefix comes from the tenancy settings. The server
 * takes the next sequence in the issuing transaction (src/server/invoices/numbering.ts).
 */
export const DEFAULT_INVOICE_PREFIX = 'INV';
export const DEFAULT_CREDIT_NOTE_PREFIX = 'CN';

export function documentNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(5, '0')}`;
}
