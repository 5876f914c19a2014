/**
 * What the invoices module hands to the code that writes around an invoice (the payments module):
 * the invoice row as a locked transaction reads it, and who writes.
 */
import type { Lang } from '@schema/types.js';
import type { DocumentType } from '@domain/finance/index.js';
import type { AuthUser } from '../auth/token.js';
import type { AgencyScope } from '../http/request-decorators.js';

/** The rows the caller may reach: an agency user only its agency's invoices. */
export type InvoiceScope = AgencyScope;

/** Who writes, and in which language messages go back (null user: the system, e.g. the seed). */
export interface InvoiceWriteContext {
  user: AuthUser | null;
  lang: Lang;
}

/** An invoice's head as `lockInvoice` reads it (amounts as numbers of cents precision). */
export interface LockedInvoice {
  id: number;
  version: number;
  documentType: DocumentType;
  requestId: number;
  agencyId: number;
  status: number;
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currencyId: number | null;
  correctsInvoiceId: number | null;
  replacedByInvoiceId: number | null;
  systemTotal: number;
  grandTotal: number;
  statusSetByHand: boolean;
  note: string | null;
}

/** What the audit log keeps of an invoice before and after a write (`readInvoiceAuditState`). */
export type InvoiceAuditState = Record<string, unknown>;
