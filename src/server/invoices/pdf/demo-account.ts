/**
 * The demo tenant prints its main EUR bank account (`BNK-EUR01` of the demo data) as the payment
 * instructions of its invoices, so the demo invoices' PDFs show them after a fresh start. Left as
 * it is when an administrator chose one, or when that account is not there.
 */
import type { Queryable } from '../../db/types.js';

export async function seedDemoInvoiceAccount(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE saas_tenancy_settings
        SET invoice_payment_account_id = (SELECT id FROM payment_account WHERE ref = 'BNK-EUR01' AND NOT is_deleted LIMIT 1)
      WHERE id = 1 AND invoice_payment_account_id IS NULL`,
  );
}
