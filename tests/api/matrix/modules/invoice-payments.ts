/** The invoice-payments module's routes (src/server/invoice-payments) (the entry format: ../declared-routes.ts). */
import type { InjectOptions } from 'fastify';
import type { MatrixContext } from '../context.js';
import type { DeclaredRoutes } from '../declared-routes.js';

const PAYMENTS = '/api/finance/invoicepayment';
const AGENCY = '/api/finance/agency';

/**
 * A valid payment of 0.01 on the other agency's invoice (its total is 0), so scope and permission,
 * not validation, answer (the control, let through, is refused by the balance due and writes nothing).
 */
const paymentOf = (c: MatrixContext, extra: Record<string, unknown> = {}) => ({
  invoiceId: c.theirInvoiceId,
  amount: 0.01,
  paymentDate: '2026-11-27',
  paymentAccountId: c.rows['payment-account'].id,
  paymentTypeId: 13, // Bank Transfer of the demo data (type group 12)
  ...extra,
});

/** The same request for the permission columns and the agency column: it addresses the other agency's rows. */
const both = (send: (c: MatrixContext) => InjectOptions) => ({ request: send, otherAgency: send });

export const routes: DeclaredRoutes = {
  [`POST ${PAYMENTS}/get`]: {
    request: () => ({ method: 'POST', url: `${PAYMENTS}/get`, payload: { pageIndex: 1, pageSize: 10 } }),
    noAgencyScope: "a list: agency callers see only their agency's payments (tests/api/invoice-payments/list.test.ts)",
  },
  [`POST ${PAYMENTS}/export`]: {
    request: () => ({ method: 'POST', url: `${PAYMENTS}/export`, payload: {} }),
    noAgencyScope: "an export: agency callers get only their agency's payments (tests/api/csv/finance-export.test.ts)",
  },
  [`POST ${PAYMENTS}/add`]: both((c) => ({ method: 'POST', url: `${PAYMENTS}/add`, payload: paymentOf(c) })),
  [`PUT ${PAYMENTS}/update`]: both((c) => ({
    method: 'PUT',
    url: `${PAYMENTS}/update`,
    payload: paymentOf(c, { id: c.theirPaymentId }),
  })),
  [`DELETE ${PAYMENTS}/delete`]: both((c) => ({ method: 'DELETE', url: `${PAYMENTS}/delete?id=${c.theirPaymentId}` })),
  [`GET ${PAYMENTS}/getbyid`]: both((c) => ({ method: 'GET', url: `${PAYMENTS}/getbyid?id=${c.theirPaymentId}` })),
  [`GET ${PAYMENTS}/pdf`]: both((c) => ({ method: 'GET', url: `${PAYMENTS}/pdf?id=${c.theirPaymentId}` })),
  [`GET ${PAYMENTS}/receiptfigures`]: both((c) => ({
    method: 'GET',
    url: `${PAYMENTS}/receiptfigures?id=${c.theirPaymentId}`,
  })),
  [`GET ${PAYMENTS}/getpaymentsbyinvoiceid`]: both((c) => ({
    method: 'GET',
    url: `${PAYMENTS}/getpaymentsbyinvoiceid?invoiceId=${c.theirInvoiceId}`,
  })),
  [`POST ${PAYMENTS}/deleteinvoicepaymentattachments`]: both((c) => ({
    method: 'POST',
    url: `${PAYMENTS}/deleteinvoicepaymentattachments`,
    payload: { invoicePaymentId: c.theirPaymentId, attachments: ['matrix.pdf'] },
  })),
  // The agency's account (account-routes.ts): the other agency's, refused to agency users (404), writes to them (403).
  [`GET ${AGENCY}/balance`]: both((c) => ({ method: 'GET', url: `${AGENCY}/balance?agencyId=${c.agencies.theirs}` })),
  [`GET ${AGENCY}/openinvoices`]: both((c) => ({
    method: 'GET',
    url: `${AGENCY}/openinvoices?agencyId=${c.agencies.theirs}`,
  })),
  // The control is refused by the ledger (the invoice has nothing due, the agency no credit) and writes nothing.
  [`POST ${PAYMENTS}/allocatecredit`]: both((c) => ({
    method: 'POST',
    url: `${PAYMENTS}/allocatecredit`,
    payload: { invoiceId: c.theirInvoiceId, amount: 0.01 },
  })),
  [`POST ${PAYMENTS}/refund`]: both((c) => ({
    method: 'POST',
    url: `${PAYMENTS}/refund`,
    payload: {
      agencyId: c.agencies.theirs,
      amount: 0.01,
      refundDate: '2026-11-27',
      paymentAccountId: c.rows['payment-account'].id,
      paymentTypeId: 13,
    },
  })),
  [`GET ${PAYMENTS}/refunds`]: both((c) => ({
    method: 'GET',
    url: `${PAYMENTS}/refunds?agencyId=${c.agencies.theirs}`,
  })),
  [`GET ${PAYMENTS}/refund/pdf`]: both((c) => ({ method: 'GET', url: `${PAYMENTS}/refund/pdf?id=${c.theirRefundId}` })),
};
