/**
 * Recording, changing and deleting a payment, each inside one transaction the route opens: the
 * invoice locked first (then the payment), the caller's agency scope (404), company users only
 * (403), the version (409 stale), the references (400), the invoice's rules (invoice-rules.ts),
 * the row, the invoice's paid total and status (paid-state.ts), the audit entries, and the files
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
import { readPayment } from './answers.js';
import { Problems } from './input.js';
import { assertPayable, checkBalance, issued, lockInvoices } from './invoice-rules.js';
import { message } from './messages.js';
import { refreshPaidState } from './paid-state.js';
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
  const invoice = invoices.get(body.invoiceId)!;
  assertPayable(invoice, w.lang);
  await issued(tx, invoice, w);
  await checkBalance(tx, invoice.id, body.amount, '0', w.lang);
  const guid = (body.paymentGuid ?? randomUUID()).toLowerCase();
  const id = await insertPayment(tx, valuesOf(body), guid, w.user.id ?? null);
  if (id === null) {
    p.add('paymentGuid', 'guidTaken');
    p.throwIfAny();
  }
  await refreshPaidState(tx, invoice.id, w);
  await audit(tx, w, id!, 'create', null, await readAuditState(tx, id!), invoice.agencyId);
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
  const before = (await readAuditState(tx, id))!;
  const p = new Problems(w.lang);
  await checkReferences(tx, body, p, before.paymentAccountId as number);
  p.throwIfAny();
  for (const invoice of invoices.values()) assertPayable(invoice, w.lang);
  const target = invoices.get(body.invoiceId)!;
  await issued(tx, target, w);
  const credit = target.id === stored.invoiceId ? stored.amount : '0';
  await checkBalance(tx, target.id, body.amount, credit, w.lang);
  await updatePayment(tx, id, valuesOf(body));
  for (const invoiceId of invoices.keys()) await refreshPaidState(tx, invoiceId, w);
  await audit(tx, w, id, 'update', before, await readAuditState(tx, id), target.agencyId);
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
  const before = await readAuditState(tx, id);
  await softDeletePayment(tx, id);
  await refreshPaidState(tx, invoice.id, w);
  await audit(tx, w, id, 'delete', before, null, invoice.agencyId);
  return { id };
}
