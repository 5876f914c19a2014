/**
 * The report's calls, under /api/finance/report/ (src/server/finance-charts/README.md); shapes from
 * src/domain/finance-charts.
 *
 * - `get(search)` → `POST getagencyinvoicevspayment` → `{agencyInvoiceVsPayment, amountPerPaymentAccount, invoiceSumPerPeriod, currency…}`;
 * - `pdf(search)` → `POST agencyinvoicevspayment/pdf` (a Blob, application/pdf).
 */
import { fetchApiBlob, fetchJson } from '@admin/http';
import type { ChartsAnswer, ChartsSearch } from '@domain/finance-charts';

const BASE = '/finance/report';

export const chartsApi = {
  get: async (body: ChartsSearch) =>
    (await fetchJson<ChartsAnswer>(`${BASE}/getagencyinvoicevspayment`, { method: 'POST', body })).body,
  pdf: (body: ChartsSearch) => fetchApiBlob(`${BASE}/agencyinvoicevspayment/pdf`, { body }),
};
