/**
 * The bodies of the invoice list benchmark (invoices.ts): page 1, a deep page and one per filter of
 * the search model, with values chosen for the data of invoice-data.ts.
 */
import type { InvoiceSearch } from '@domain/finance/index.js';

const PAGE_SIZE = 10;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/** The first and last day of the month `monthsAgo` months before today (UTC). */
function monthBefore(monthsAgo: number): [string, string] {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo + 1, 0));
  return [isoDate(first), isoDate(last)];
}

/**
 * The bodies: one per filter of the search model, values chosen for the generated data (a sixth
 * of the documents for the agency, ~18 % for the status, a handful for the texts, one month of
 * ~36 for the date ranges, ~9 % credit notes).
 */
export function cases(documents: number): Record<string, InvoiceSearch> {
  const deepPage = Math.floor((Math.ceil(documents / PAGE_SIZE) * 9) / 10);
  const [checkInFrom, checkInTo] = monthBefore(12);
  const [requestFrom, requestTo] = monthBefore(18);
  const lastYear = new Date().getUTCFullYear() - 1;
  const page = { pageIndex: 1, pageSize: PAGE_SIZE };
  return {
    'page 1': page,
    [`deep page ${deepPage.toLocaleString('en')}`]: { pageIndex: deepPage, pageSize: PAGE_SIZE },
    'agencyId 3': { ...page, agencyId: 3 },
    'invoiceStatus 1 (waiting for payment)': { ...page, invoiceStatus: 1 },
    'requestRef contains "FIT-001234"': { ...page, requestRef: 'FIT-001234' },
    [`trRef contains "NOR-${lastYear}-12"`]: { ...page, trRef: `NOR-${lastYear}-12` },
    [`number contains "INV-${lastYear}-0012"`]: { ...page, number: `INV-${lastYear}-0012` },
    [`firstCheckIn ${checkInFrom}..${checkInTo}`]: {
      ...page,
      firstCheckInFrom: checkInFrom,
      firstCheckInTo: checkInTo,
    },
    [`requestDate ${requestFrom}..${requestTo}`]: { ...page, requestDateFrom: requestFrom, requestDateTo: requestTo },
    'documentType creditNote': { ...page, documentType: 'creditNote' },
  };
}
