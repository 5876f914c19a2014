/**
 * The tenant's VAT regime as invoices apply it. Under the travel agents' margin scheme (the
 * default: French travel agencies invoice under the « régime particulier des agences de voyages »,
 * CGI art. 266-1-e and 297 A) the invoice shows no VAT, so new rows take rate 0 whatever the
 * default tax rate says; under standard VAT each row's rate applies. A credit note follows the
 * regime of the invoice it corrects, since it mirrors that invoice's VAT.
 */
import type { VatRegime } from '@domain/legal-identity/requirements.js';
import type { Queryable } from '../db/types.js';
import { sellerIdentity } from '../settings/index.js';

export type { VatRegime };

const isRegime = (value: unknown): value is VatRegime => value === 'margin' || value === 'standard';

/** The tenancy setting ('margin' when never saved). */
export async function currentVatRegime(q: Queryable): Promise<VatRegime> {
  return (await sellerIdentity(q)).vatRegime;
}

/** The tax rate new rows take: none under the margin scheme, else the tenant's default. */
export async function rowTaxRate(q: Queryable, defaultTaxRate: number): Promise<number> {
  return (await currentVatRegime(q)) === 'margin' ? 0 : defaultTaxRate;
}

/**
 * The regime a document is issued under, or was: its own when kept; a credit note's is the
 * corrected invoice's; otherwise the current setting.
 */
export async function documentVatRegime(q: Queryable, invoiceId: number): Promise<VatRegime> {
  const [row] = await q.query<{ own: string | null; corrected: string | null }>(
    `SELECT i.vat_regime AS own, c.vat_regime AS corrected
       FROM invoices i LEFT JOIN invoices c ON c.id = i.corrects_invoice_id WHERE i.id = $1`,
    [invoiceId],
  );
  if (isRegime(row?.own)) return row.own;
  if (isRegime(row?.corrected)) return row.corrected;
  return currentVatRegime(q);
}
