/**
 * Recording, changing and deleting a payment, each inside one transaction the route opens: the
 * invoice locked first (then the payment), the caller's agency scope (404), company users only
 * (403), the version (409 stale), the references (400), the invoice's rules (invoice-rules.ts),
 * the row, its entry and allocations in the receivables ledger and the statuses of the invoices
 * it settles (paid-state.ts), the audit entries, and the files
 * sent beforehand (pending uploads named by `documentIds`) attached, all or nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Payment, PaymentBody } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import { recordAudit } from '../audit/index.js';
import type { AuthUser } from '../auth/token.js';
import type { Queryable } from '../db/types.js';
import { attachPendingDocuments } from '../documents/index.js';
import { forbidden, notFound } from '../errors.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { checkVersion, staleVersion, type ExpectedVersion } from '../http/row-version.js';
import { HttpError } from '../errors.js';
import { paymentAllocations, readPayment } from './answers.js';
import { Problems } from './input.js';
import { assertPayable, checkAllocations, issued, lockInvoices } from './invoice-rules.js';
import { message } from './messages.js';
import { followAll, post, unpost } from './paid-state.js';
import { PAYMENT_AUDIT_ENTITY, PAYMENT_DOCUMENT_KIND } from './permissions.js';
import { checkReferences } from './references.js';
import {
  insertPayment,
  lockPayment,
  readAuditState,
  readPaymentHead,
  softDeletePayment,
  updatePayment,
  type PaymentValues,
} from './repository.js';

export interface PaymentWrite {
  user: AuthUser;
  lang: Lang;
  scope: AgencyScope;
}

/** 403 for an agency user: payments are recorded by the provider's staff (agency users read them). */
function companyOnly(w: PaymentWrite): void {
  if (w.user.agencyId !== undefined) throw forbidden(message(w.lang, 'companyOnly'));
}

const valuesOf = (body: PaymentBody): PaymentValues => ({
  invoiceId: body.invoiceId,
  amount: body.amount,
  paymentDate: body.paymentDate,
  paymentAccountId: body.paymentAccountId,
  paymentTypeId: body.paymentTypeId,
  ref: body.ref ?? null,
  notes: body.notes ?? null,
});

async function audit(
  tx: Queryable,
  w: PaymentWrite,
  id: number,
  operation: 'create' | 'update' | 'delete',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  agencyId: number,
): Promise<void> {
  await recordAudit(tx, {
    user: w.user,
    entity: PAYMENT_AUDIT_ENTITY,
    entityId: id,
    operation,
    before,
    after,
    agencyId,
  });
}

/** What the audit log keeps of a payment: its row and what it settles. */
async function auditState(tx: Queryable, id: number): Promise<Record<string, unknown> | null> {
  const row = await readAuditState(tx, id);
  return row && { ...row, ...(await paymentAllocations(tx, id)) };
}

/** 409 when part of the payment was refunded to the agency: undoing it would refund money never received. */
async function assertNotRefunded(tx: Queryable, id: number, lang: Lang): Promise<void> {
  const refunded = await tx.query(
    `SELECT 1 FROM ledger_allocations WHERE payment_id = $1 AND refund_id IS NOT NULL
      GROUP BY refund_id HAVING sum(amount) <> 0 LIMIT 1`,
    [id],
  );
  if (refunded.length) throw new HttpError(409, message(lang, 'refunded'));
}

async function attach(tx: Queryable, w: PaymentWrite, guid: string, ids: readonly number[], agencyId: number) {
  await attachPendingDocuments(tx, {
    kind: PAYMENT_DOCUMENT_KIND,
    referenceId: guid,
    ids,
    field: 'documentIds',
    user: w.user,
    agencyId,
    lang: w.lang,
  });
}

export async function addPayment(tx: Queryable, body: PaymentBody, w: PaymentWrite): Promise<Payment> {
  const invoices = await lockInvoices(tx, [body.invoiceId], w.scope, w.lang);
  companyOnly(w);
  const p = new Problems(w.lang);
  await checkReferences(tx, body, p);
  p.throwIfAny();
  assertPayable(invoices.get(body.invoiceId)!, w.lang);
  const invoice = await issued(tx, invoices.get(body.invoiceId)!, w);
  await checkAllocations(tx, invoice, body.amount, body.allocations, w.lang);
  const guid = (body.paymentGuid ?? randomUUID()).toLowerCase();
  const id = await insertPayment(tx, valuesOf(body), guid, w.user.id ?? null);
  if (id === null) {
    p.add('paymentGuid', 'guidTaken');
    p.throwIfAny();
  }
  await followAll(tx, await post(tx, id!, invoice.id, body.allocations, w), w);
  await audit(tx, w, id!, 'create', null, await auditState(tx, id!), invoice.agencyId);
  await attach(tx, w, guid, body.documentIds ?? [], invoice.agencyId);
  return (await readPayment(tx, id!, {}))!;
}

export async function changePayment(
  tx: Queryable,
  id: number,
  body: PaymentBody,
  expected: ExpectedVersion,
  w: PaymentWrite,
): Promise<Payment> {
  const seen = await readPaymentHead(tx, id, w.scope);
  if (!seen) throw notFound();
  companyOnly(w);
  // Invoices before the payment: the order every write on an invoice takes its locks in.
  const invoices = await lockInvoices(tx, [seen.invoiceId, body.invoiceId], w.scope, w.lang);
  const stored = await lockPayment(tx, id, w.scope);
  if (!stored) throw notFound();
  if (stored.invoiceId !== seen.invoiceId) throw staleVersion(w.lang); // moved meanwhile
  checkVersion(expected, stored.version, w.lang);
  const before = (await auditState(tx, id))!;
  const p = new Problems(w.lang);
  await checkReferences(tx, body, p, before.paymentAccountId as number);
  p.throwIfAny();
  for (const invoice of invoices.values()) assertPayable(invoice, w.lang);
  await assertNotRefunded(tx, id, w.lang);
  const target = await issued(tx, invoices.get(body.invoiceId)!, w);
  // What it settled is undone first, so its old share counts as open for the new split.
  const was = await unpost(tx, id, w);
  await checkAllocations(tx, target, body.amount, body.allocations, w.lang);
  await updatePayment(tx, id, valuesOf(body));
  await followAll(tx, [...was, ...(await post(tx, id, target.id, body.allocations, w))], w);
  await audit(tx, w, id, 'update', before, await auditState(tx, id), target.agencyId);
  await attach(tx, w, stored.paymentGuid, body.documentIds ?? [], target.agencyId);
  return (await readPayment(tx, id, {}))!;
}

export async function deletePayment(
  tx: Queryable,
  id: number,
  expected: ExpectedVersion,
  w: PaymentWrite,
): Promise<{ id: number }> {
  const seen = await readPaymentHead(tx, id, w.scope);
  if (!seen) throw notFound();
  companyOnly(w);
  const invoice = (await lockInvoices(tx, [seen.invoiceId], w.scope, w.lang)).get(seen.invoiceId)!;
  const stored = await lockPayment(tx, id, w.scope);
  if (!stored) throw notFound();
  if (stored.invoiceId !== seen.invoiceId) throw staleVersion(w.lang);
  checkVersion(expected, stored.version, w.lang);
  assertPayable(invoice, w.lang);
  await assertNotRefunded(tx, id, w.lang);
  const before = await auditState(tx, id);
  const was = await unpost(tx, id, w);
  await softDeletePayment(tx, id);
  await followAll(tx, was, w);
  await audit(tx, w, id, 'delete', before, null, invoice.agencyId);
  return { id };
}
