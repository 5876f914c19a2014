/**
 * An agency's receivables account (account.ts): `GET /api/finance/agency/balance?agencyId=`, its open invoices
 * (`GET /api/finance/agency/openinvoices?agencyId=`), credit
 * on account drawn onto an open invoice (`POST /api/finance/invoicepayment/allocatecredit`), paid
 * back (`POST .../refund`), the agency's refunds (`GET .../refunds?agencyId=`). Permissions of the
 * payments; agency users read their own agency's (another's: 404) and write nothing (403).
 */
import type { FastifyInstance } from 'fastify';
import type { CreditAllocationBody, RefundBody } from '@domain/finance/index.js';
import type { Db } from '../db/types.js';
import { idempotently } from '../http/idempotency.js';
import { documented } from '../http/schemas.js';
import { allocateCredit, listOpenInvoices, listRefunds, readBalance, refund } from './account.js';
import { accountSchemas } from './account-route-schemas.js';
import { readCreditAllocationBody, readIdQuery, readRefundBody } from './input.js';
import { PAYMENT_PERMISSIONS } from './permissions.js';
import { writer } from './writer.js';

export function accountRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/api/finance/agency/balance',
    { config: { permission: PAYMENT_PERMISSIONS.view }, ...documented(accountSchemas.balance) },
    (request) => readBalance(db, readIdQuery(request.query, 'agencyId', request.lang), writer(request)),
  );

  app.get(
    '/api/finance/agency/openinvoices',
    { config: { permission: PAYMENT_PERMISSIONS.view }, ...documented(accountSchemas.openInvoices) },
    (request) => listOpenInvoices(db, readIdQuery(request.query, 'agencyId', request.lang), writer(request)),
  );

  app.post<{ Body: CreditAllocationBody }>(
    '/api/finance/invoicepayment/allocatecredit',
    {
      config: { permission: PAYMENT_PERMISSIONS.add },
      ...documented(accountSchemas.allocateCredit, readCreditAllocationBody),
    },
    (request) => db.transaction((tx) => allocateCredit(tx, request.body, writer(request))),
  );

  app.post<{ Body: RefundBody }>(
    '/api/finance/invoicepayment/refund',
    { config: { permission: PAYMENT_PERMISSIONS.add }, ...documented(accountSchemas.refund, readRefundBody) },
    (request, reply) => idempotently(db, request, reply, (tx) => refund(tx, request.body, writer(request))),
  );

  app.get(
    '/api/finance/invoicepayment/refunds',
    { config: { permission: PAYMENT_PERMISSIONS.view }, ...documented(accountSchemas.refunds) },
    (request) => listRefunds(db, readIdQuery(request.query, 'agencyId', request.lang), writer(request)),
  );
}
