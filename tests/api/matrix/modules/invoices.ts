/** The invoices module's routes (src/server/invoices) (the entry format: ../declared-routes.ts). */
import type { InjectOptions } from 'fastify';
import type { MatrixContext } from '../context.js';
import { MATRIX_PDF } from '../context.js';
import type { DeclaredRoutes } from '../declared-routes.js';

const BASE = '/api/finance/invoice';

/** The same request for the permitted caller and for another agency's user: the row is the other agency's. */
const both = (send: (c: MatrixContext) => InjectOptions) => ({ request: send, otherAgency: send });

export const routes: DeclaredRoutes = {
  'POST /api/finance/invoice/get': {
    request: () => ({ method: 'POST', url: `${BASE}/get`, payload: { pageIndex: 1, pageSize: 10 } }),
    noAgencyScope: "a list: agency callers see only their agency's invoices (tests/api/invoices/listing.test.ts)",
  },
  'POST /api/finance/invoice/export': {
    request: () => ({ method: 'POST', url: `${BASE}/export`, payload: {} }),
    noAgencyScope: "an export: agency callers get only their agency's invoices (tests/api/csv/finance-export.test.ts)",
  },
  'GET /api/finance/invoice/getbyid': both((c) => ({ method: 'GET', url: `${BASE}/getbyid?id=${c.theirInvoiceId}` })),
  'GET /api/finance/invoice/pdf': both((c) => ({ method: 'GET', url: `${BASE}/pdf?id=${c.theirInvoiceId}` })),
  'GET /api/finance/invoice/facturx': both((c) => ({ method: 'GET', url: `${BASE}/facturx?id=${c.theirInvoiceId}` })),
  'GET /api/finance/invoice/cii': both((c) => ({ method: 'GET', url: `${BASE}/cii?id=${c.theirInvoiceId}` })),
  'GET /api/finance/invoice/einvoicing': {
    request: () => ({ method: 'GET', url: `${BASE}/einvoicing` }),
    noAgencyScope: 'no rows: whether issued documents have an electronic form (a tenancy setting)',
  },
  'GET /api/finance/invoice/getinvoicebyrequestid': both((c) => ({
    method: 'GET',
    url: `${BASE}/getinvoicebyrequestid?requestGuid=${c.theirRequestGuid}`,
  })),
  'GET /api/finance/invoice/getinvoicestatus': {
    request: () => ({ method: 'GET', url: `${BASE}/getinvoicestatus` }),
    noAgencyScope: 'no rows: the fixed list of invoice statuses',
  },
  'POST /api/finance/invoice/add': both((c) => ({
    method: 'POST',
    url: `${BASE}/add`,
    payload: { requestGuid: c.theirRequestGuid },
  })),
  'PUT /api/finance/invoice/update': both((c) => ({
    method: 'PUT',
    url: `${BASE}/update`,
    payload: { id: c.theirInvoiceId, note: 'Matrix' },
  })),
  'DELETE /api/finance/invoice/delete': both((c) => ({
    method: 'DELETE',
    url: `${BASE}/delete?id=${c.theirInvoiceId}`,
  })),
  'POST /api/finance/invoice/issuecreditnote': both((c) => ({
    method: 'POST',
    url: `${BASE}/issuecreditnote`,
    payload: { invoiceId: c.theirInvoiceId },
  })),
  'POST /api/finance/invoice/issue': both((c) => ({
    method: 'POST',
    url: `${BASE}/issue`,
    payload: { id: c.theirInvoiceId },
  })),
  'GET /api/finance/invoice/getbyrequestid': {
    request: (c) => ({ method: 'GET', url: `${BASE}/getbyrequestid?requestGuid=${c.theirRequestGuid}` }),
    noAgencyScope:
      "a list: another agency's request answers an empty list, not a 404 (tests/api/invoices/lifecycle.test.ts)",
  },
  'GET /api/finance/invoice/trash': {
    request: () => ({ method: 'GET', url: `${BASE}/trash` }),
    noAgencyScope: "a list: agency callers see only their agency's deleted drafts",
  },
  'POST /api/finance/invoice/restore': both((c) => ({
    method: 'POST',
    url: `${BASE}/restore`,
    payload: { id: c.theirInvoiceId },
  })),
  'POST /api/finance/invoice/uploadinvoiceattachments': both((c) => ({
    method: 'POST',
    url: `${BASE}/uploadinvoiceattachments`,
    payload: { invoiceId: c.theirInvoiceId, attachments: [{ attachmentName: 'matrix.pdf', base64String: MATRIX_PDF }] },
  })),
  'POST /api/finance/invoice/deleteinvoiceattachments': both((c) => ({
    method: 'POST',
    url: `${BASE}/deleteinvoiceattachments`,
    payload: { invoiceId: c.theirInvoiceId, attachments: ['matrix.pdf'] },
  })),
};
