import { PERMISSIONS } from '@domain/permissions';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import { useCan } from '@admin/session/useCan';
import type { InvoiceRights } from './references';

export const INVOICES_VIEW = PERMISSIONS.Finance.Invoices.ViewList;
export const INVOICES_DELETE = PERMISSIONS.Finance.Invoices.Delete;

/**
 * What the signed-in user may do to invoices (§6): edit and payments with Finance.Invoices.Add,
 * deletes with .Delete, company users only (an agency user reads its agency's invoices and
 * attaches files to them; the server answers 403 to anything else, which ends the session).
 */
export function useInvoiceRights(): InvoiceRights {
  const company = isCompanyUser(getClaims());
  const canAdd = useCan(PERMISSIONS.Finance.Invoices.Add);
  const canDelete = useCan(PERMISSIONS.Finance.Invoices.Delete);
  return { canEdit: company && canAdd, canDelete: company && canDelete, canAttach: canAdd, canSeePayments: canAdd };
}
