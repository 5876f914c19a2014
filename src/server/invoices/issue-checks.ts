/**
 * What must hold before a document takes its number, beyond its own validity:
 * - under the travel agents' margin scheme an invoice shows no VAT, so a draft whose rows still
 *   carry a rate (made before the regime changed, or typed by hand) is refused, never silently
 *   re-priced;
 * - with e-invoicing on, an issued document must have a valid electronic form, so the tenant's and
 *   the agency's legal identities must be complete: refused with what each one lacks.
 * Answers the regime the document is issued under (kept on it).
 */
import { buyerGaps, sellerGaps } from '@domain/legal-identity/requirements.js';
import type { Queryable } from '../db/types.js';
import { HttpError } from '../errors.js';
import { buyerIdentity, sellerIdentity } from '../settings/index.js';
import { eInvoicingGapsMessage, invoiceMessage } from './messages.js';
import type { InvoiceWriteContext, LockedInvoice } from './types.js';
import { documentVatRegime, type VatRegime } from './vat-regime.js';

export async function checkIssuable(
  tx: Queryable,
  invoice: LockedInvoice,
  ctx: InvoiceWriteContext,
): Promise<VatRegime> {
  const regime = await documentVatRegime(tx, invoice.id);
  if (regime === 'margin' && invoice.documentType === 'invoice') {
    const rows = await tx.query<{ at: number }>(
      `SELECT at FROM (SELECT row_number() OVER (ORDER BY is_manual_row, position, id)::int AS at, tax_rate
                         FROM invoice_rows WHERE invoice_id = $1) r WHERE tax_rate <> 0 ORDER BY at`,
      [invoice.id],
    );
    if (rows.length) {
      throw new HttpError(409, invoiceMessage(ctx.lang, 'marginTaxed', '', rows.map((r) => r.at).join(', ')));
    }
  }
  const seller = await sellerIdentity(tx);
  if (!seller.eInvoicingOn) return regime;
  const buyer = await buyerIdentity(tx, invoice.agencyId);
  const missingSeller = sellerGaps(seller, ctx.lang);
  const missingBuyer = buyer ? buyerGaps(buyer, ctx.lang) : [];
  if (missingSeller.length || missingBuyer.length) {
    const agency = buyer?.name ?? String(invoice.agencyId);
    throw new HttpError(409, eInvoicingGapsMessage(ctx.lang, missingSeller, { agency, gaps: missingBuyer }));
  }
  return regime;
}
