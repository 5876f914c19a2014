/**
 * Which invoices a statement lists, as one SQL condition over `invoices i JOIN
 * reservation_requests r`, with its bound parameters: the agency's issued invoices (a number, not
 * deleted; drafts are no claim on the agency, credit notes count against their invoice), issued
 * From Date to To Date (whole days, both included), and the search text anywhere in the request's
 * reference as shown (`ORS-FIT-000123`), its invoice rows' descriptions or its cities (any case or
 * accent, `%` and `_` plain characters). The reference is looked up as the invoice list does: the
 * request's search text (trigram index), then its shown reference.
 */
import type { StatementFilter } from '@domain/statement/index.js';
import { likeContains } from '../db/sql.js';

export interface Matching {
  /** The condition, parameters `$1`..`$4`. */
  where: string;
  params: unknown[];
}

export const MATCHING_FROM = 'invoices i JOIN reservation_requests r ON r.id = i.request_id';

export function matchingInvoices(filter: StatementFilter): Matching {
  const search = filter.search?.trim();
  return {
    where: `i.agency_id = $1 AND i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted
      AND ($2::date IS NULL OR i.issue_date >= $2::date) AND ($3::date IS NULL OR i.issue_date <= $3::date)
      AND ($4::text IS NULL
           OR i.request_id IN (
                -- the reference as shown, through the requests' trigram index on their search text
                SELECT rr.id FROM reservation_requests rr
                 WHERE rr.agency_id = $1 AND rr.search_text LIKE search_fold($4::text)
                   AND search_fold(rr.supplier_initial || '-' || rr.request_reference) LIKE search_fold($4::text)
                UNION
                -- a city: the few matching cities first, then their destinations
                SELECT d.request_id FROM city c JOIN reservation_destinations d ON d.city_id = c.id
                  JOIN reservation_requests rr ON rr.id = d.request_id AND rr.agency_id = $1
                 WHERE search_fold(c.title) LIKE search_fold($4::text))
           OR EXISTS (SELECT 1 FROM invoice_rows ir
                       WHERE ir.invoice_id = i.id AND search_fold(ir.description) LIKE search_fold($4::text)))`,
    params: [filter.agencyId, filter.fromDate ?? null, filter.toDate ?? null, search ? likeContains(search) : null],
  };
}
