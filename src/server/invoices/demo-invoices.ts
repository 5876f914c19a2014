/**
 * The demo requests' invoices (seed.ts, after the demo requests, in its transaction), made the way
 * a submission makes them, then taken along the legal life so the screens show every state after a
 * fresh start: confirmed, processing and completed requests' invoices issued (Waiting For Payment);
 * the first cancelled request's invoice issued then cancelled (a credit note in full), the second's
 * cancelled with charges of a fifth (a credit note for the rest), the other cancelled ones'
 * drafts cancelled without a number; pending requests keep their drafts; the issued ones dated
 * over the months before today (demo-ageing.ts). No audit entries: like the
 * rest of the demo data, nobody wrote them.
 */
import { INVOICE_STATUS, roundMoney } from '@domain/finance/index.js';
import Big from 'big.js';
import type { Queryable } from '../db/types.js';
import { cancelInvoice } from './corrections.js';
import { ageDemoInvoices } from './demo-ageing.js';
import { generateInvoice, REQUEST_CANCELLED } from './generate.js';
import { issueInvoice } from './issue.js';
import { lockInvoice } from './lock.js';
import { INVOICE_AUDIT_ENTITY } from './permissions.js';
import type { InvoiceWriteContext } from './types.js';

/** Confirmed, processing, completed (reservation statuses, spec §3). */
const ISSUED_REQUEST_STATUSES = [1, 2, 4];

export async function seedDemoInvoices(tx: Queryable): Promise<number> {
  // A server started without this module (a test's own module list) has no invoice tables.
  const [table] = await tx.query<{ t: string | null }>("SELECT to_regclass('invoices')::text AS t");
  if (!table?.t) return 0;
  const ctx: InvoiceWriteContext = { user: null, lang: 'en' };
  const requests = await tx.query<{ id: number; agency_id: number; status_id: number }>(
    'SELECT id, agency_id, status_id FROM reservation_requests WHERE NOT is_deleted ORDER BY id',
  );
  let cancelled = 0;
  for (const request of requests) {
    const id = await generateInvoice(tx, { id: request.id, agencyId: request.agency_id }, ctx);
    const draft = (await lockInvoice(tx, id, {}))!;
    if (ISSUED_REQUEST_STATUSES.includes(request.status_id)) await issueInvoice(tx, draft, ctx);
    if (request.status_id !== REQUEST_CANCELLED) continue;
    cancelled += 1;
    if (cancelled === 1) await cancelInvoice(tx, await issueInvoice(tx, draft, ctx), ctx, INVOICE_STATUS.Canceled);
    else if (cancelled === 2 && draft.grandTotal > 0) {
      const charges = Number(roundMoney(new Big(draft.grandTotal).div(5)).toFixed(2));
      await cancelInvoice(tx, draft, ctx, INVOICE_STATUS.CanceledWithCharges, charges);
    } else await cancelInvoice(tx, draft, ctx, INVOICE_STATUS.Canceled);
  }
  await ageDemoInvoices(tx);
  await tx.query('DELETE FROM audit_entries WHERE entity = $1', [INVOICE_AUDIT_ENTITY]);
  await tx.query('UPDATE invoices SET status_set_by_hand = false');
  return requests.length;
}
