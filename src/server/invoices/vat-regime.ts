/**
 * The tenant's VAT regime as invoices apply it. Under the travel agents' margin scheme (the
 * default: French travel agencies invoice under the « régime particulier des agences de voyages »,
 * CGI art. 266-1-e and 297 A) the invoice shows no VAT, so new rows take rate 0 whatever the
 * default tax rate says; under standard VAT each row's rate applies. A credit note follows the
 * regime of the invoice it corrects, since it mirrors that invoice's VAT.
 */
import type { VatRegime } from '@domain/legal-identity/requirements.js';
import type { Queryable } from '../db/types.js';
import type { FinanceSettings } from '../settings/index.js';

export type { VatRegime };

/** The tax rate new rows take: none under the margin scheme, else the tenant's default. */
export const rowTaxRate = (settings: Pick<FinanceSettings, 'vatRegime' | 'defaultTaxRate'>): number =>
  settings.vatRegime === 'margin' ? 0 : settings.defaultTaxRate;

/**
 * The regime a document is issued under, or was, in one query: its own when kept; a credit note's
 * is the corrected invoice's; otherwise the tenancy setting ('margin' when never saved).
 */
export async function documentVatRegime(q: Queryable, invoiceId: number): Promise<VatRegime> {
  const [row] = await q.query<{ regime: string }>(
    `SELECT COALESCE(i.vat_regime, c.vat_regime,
                     (SELECT s.vat_regime FROM saas_tenancy_settings s WHERE s.id = 1 AND NOT s.is_deleted),
                     'margin') AS regime
       FROM invoices i LEFT JOIN invoices c ON c.id = i.corrects_invoice_id WHERE i.id = $1`,
    [invoiceId],
  );
  return row?.regime === 'standard' ? 'standard' : 'margin';
}
