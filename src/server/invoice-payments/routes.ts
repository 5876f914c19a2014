/**
 * Payments under /api/finance/invoicepayment/ (contract in README.md beside this file): `POST get`,
 * `POST add` (with `Idempotency-Key`), `PUT update`, `DELETE delete`, `GET getbyid`,
 * `GET getpaymentsbyinvoiceid`, `POST deleteinvoicepaymentattachments`. Agency users read their
 * agency's payments (another agency's answers 404) and write none (403). The handlers are thin:
 * the rules are in writes.ts, each write one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentAttachmentsDelete, PaymentBody, PaymentSearch } from '@domain/finance/index.js';
import { currentUser } from '../auth/route-permissions.js';
import type { Db } from '../db/types.js';
import { notFound } from '../errors.js';
import { idempotently } from '../http/idempotency.js';
import { paginationModel } from '../http/paging.js';
import { etagOf, expectedVersion } from '../http/row-version.js';
import { documented } from '../http/schemas.js';
import { sendWrittenOnce } from '../http/written-once.js';
import { sendCsv } from '../csv/index.js';
import { paymentAllocations, withAttachments, readPayment } from './answers.js';
import { deleteAttachments } from './attachments.js';
import { Problems, readAttachmentsDeleteBody, readIdQuery, readPaymentBody, readSearchBody } from './input.js';
import { invoiceNotFound } from './invoice-rules.js';
import { PAYMENT_CSV_COLUMNS, paymentCsvRows } from './export.js';
import { listPayments } from './list.js';
import { PAYMENT_PERMISSIONS } from './permissions.js';
import { readReceiptFigures } from './pdf/receipt-figures.js';
import { paymentsOfInvoice } from './repository.js';
import { paymentSchemas } from './route-schemas.js';
import { addPayment, changePayment, deletePayment, type PaymentWrite } from './writes.js';

const BASE = '/api/finance/invoicepayment';

const writer = (request: FastifyRequest): PaymentWrite => ({
  user: currentUser(request),
  lang: request.lang,
  scope: request.agencyScope,
});

/** The version a delete was made from: `?version=`, a body's `version` or `If-Match`. */
function deleteVersion(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const body = query.version !== undefined ? { version: query.version } : request.body;
  return expectedVersion(body, request.headers, request.lang);
}

export function paymentRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: PaymentSearch }>(
    `${BASE}/get`,
    { config: { permission: PAYMENT_PERMISSIONS.view }, ...documented(paymentSchemas.list, readSearchBody) },
    async (request, reply) => {
      const page = await listPayments(db, request.body, request.agencyScope, request.lang);
      return sendWrittenOnce(reply, page.rows, `${request.lang}\u0000${page.total}`, () => ({
        invoicePayments: page.rows,
        paginationModel: paginationModel(page, page.rows.length, page.total),
      }));
    },
  );

  app.post<{ Body: PaymentSearch }>(
    `${BASE}/export`,
    { config: { permission: PAYMENT_PERMISSIONS.view }, ...documented(paymentSchemas.export, readSearchBody) },
    async ({ body, agencyScope, lang }, reply) =>
      sendCsv(reply, {
        name: { en: 'invoice-payments', fr: 'paiements' },
        lang,
        columns: PAYMENT_CSV_COLUMNS,
        batches: paymentCsvRows(db, body, agencyScope, lang),
      }),
  );

  app.post<{ Body: PaymentBody }>(
    `${BASE}/add`,
    { config: { permission: PAYMENT_PERMISSIONS.add }, ...documented(paymentSchemas.add, readPaymentBody) },
    (request, reply) => idempotently(db, request, reply, (tx) => addPayment(tx, request.body, writer(request))),
  );

  app.put<{ Body: PaymentBody }>(
    `${BASE}/update`,
    { config: { permission: PAYMENT_PERMISSIONS.add }, ...documented(paymentSchemas.update, readPaymentBody) },
    async (request, reply) => {
      const body = request.body;
      if (!body.id) {
        const p = new Problems(request.lang);
        p.add('id', 'required');
        p.throwIfAny();
      }
      const expected = expectedVersion(body, request.headers, request.lang);
      const stored = await db.transaction((tx) => changePayment(tx, body.id!, body, expected, writer(request)));
      reply.header('ETag', etagOf(stored.version));
      return stored;
    },
  );

  app.delete(
    `${BASE}/delete`,
    { config: { permission: PAYMENT_PERMISSIONS.delete }, ...documented(paymentSchemas.delete) },
    async (request) => {
      const id = readIdQuery(request.query, 'id', request.lang);
      const expected = deleteVersion(request);
      return db.transaction((tx) => deletePayment(tx, id, expected, writer(request)));
    },
  );

  app.get(
    `${BASE}/receiptfigures`,
    { config: { permission: PAYMENT_PERMISSIONS.view }, ...documented(paymentSchemas.receiptFigures) },
    async (request) => {
      const figures = await readReceiptFigures(db, readIdQuery(request.query, 'id', request.lang), request.agencyScope);
      if (!figures) throw notFound();
      return figures;
    },
  );

  app.get(
    `${BASE}/getbyid`,
    { config: { permission: PAYMENT_PERMISSIONS.view }, ...documented(paymentSchemas.getById) },
    async (request, reply) => {
      const id = readIdQuery(request.query, 'id', request.lang);
      const payment = await readPayment(db, id, request.agencyScope);
      if (!payment) throw notFound();
      reply.header('ETag', etagOf(payment.version));
      return payment;
    },
  );

  app.get(
    `${BASE}/getpaymentsbyinvoiceid`,
    { config: { permission: PAYMENT_PERMISSIONS.view }, ...documented(paymentSchemas.byInvoice) },
    async (request) => {
      const invoiceId = readIdQuery(request.query, 'invoiceId', request.lang);
      const scope = request.agencyScope;
      const [invoice] = await db.query(
        'SELECT 1 FROM invoices WHERE id = $1 AND NOT is_deleted AND ($2::int IS NULL OR agency_id = $2)',
        [invoiceId, scope.agencyId ?? null],
      );
      if (!invoice) throw invoiceNotFound(request.lang);
      const heads = await paymentsOfInvoice(db, invoiceId, scope);
      // Each with the invoices it settles and its credit on account (the dialog's rows say them).
      return Promise.all(
        heads.map(async (head) => ({
          ...(await withAttachments(db, head)),
          ...(await paymentAllocations(db, head.id)),
        })),
      );
    },
  );

  app.post<{ Body: PaymentAttachmentsDelete }>(
    `${BASE}/deleteinvoicepaymentattachments`,
    {
      config: { permission: PAYMENT_PERMISSIONS.add },
      ...documented(paymentSchemas.deleteAttachments, readAttachmentsDeleteBody),
    },
    (request) => db.transaction((tx) => deleteAttachments(tx, request.body, writer(request))),
  );
}
