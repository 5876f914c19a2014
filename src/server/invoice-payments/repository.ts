/**
 * SQL of the payments (migration 017_invoice_payments.sql): the answer's select with the names a
 * screen shows (account, type, the invoice's request, agency and currency), the row's writes, and
 * the lock a write takes. Amounts are `numeric` in SQL; JSON numbers in answers.
 */
import type { Payment } from '@domain/finance/index.js';
import type { Queryable } from '../db/types.js';
import type { AgencyScope } from '../http/request-decorators.js';

/** Columns of an answer (without attachments and balance, added by the caller). */
export const PAYMENT_COLUMNS = `p.id, p.version, p.payment_guid::text AS "paymentGuid", p.invoice_id AS "invoiceId",
  i.number AS "invoiceNumber", p.amount::float8 AS amount, to_char(p.payment_date, 'YYYY-MM-DD') AS "paymentDate",
  p.payment_account_id AS "paymentAccountId", pa.title AS "paymentAccountName",
  p.payment_type_id AS "paymentTypeId", pt.title AS "paymentTypeName",
  cu.initial AS "currencyInitial", cu.title AS "currencyName", p.ref, p.notes,
  r.request_reference AS "requestReference", r.supplier_initial AS "supplierInitial",
  r.reference_number AS "agencyReference", i.agency_id AS "agencyId", a.title AS "agencyName"`;

/** Every table PAYMENT_COLUMNS and PAYMENT_JOINS read besides the payments (a list page is read again after a write to one). */
export const PAYMENT_TABLES = [
  'invoices',
  'reservation_requests',
  'agency',
  'payment_account',
  'infra_type',
  'currency',
];

export const PAYMENT_JOINS = `JOIN invoices i ON i.id = p.invoice_id
  JOIN reservation_requests r ON r.id = i.request_id
  LEFT JOIN agency a ON a.id = i.agency_id
  LEFT JOIN payment_account pa ON pa.id = p.payment_account_id
  LEFT JOIN infra_type pt ON pt.id = p.payment_type_id
  LEFT JOIN currency cu ON cu.id = i.currency_id`;

/**
 * A payment as the answers carry it, before its attachments and the invoice's balance (optional in
 * the answer's type; `Omit` would lose the named keys behind the schema's index signature).
 */
export type PaymentHead = Payment;

/** The live payment in the caller's agency scope (the invoice's agency), or null. */
export async function readPaymentHead(q: Queryable, id: number, scope: AgencyScope): Promise<PaymentHead | null> {
  const [row] = await q.query<PaymentHead & Record<string, unknown>>(
    `SELECT ${PAYMENT_COLUMNS} FROM invoice_payments p ${PAYMENT_JOINS}
      WHERE p.id = $1 AND NOT p.is_deleted AND ($2::int IS NULL OR i.agency_id = $2)`,
    [id, scope.agencyId ?? null],
  );
  return row ?? null;
}

/** The live payments of an invoice in the caller's scope, newest first (by payment date, then as recorded). */
export async function paymentsOfInvoice(q: Queryable, invoiceId: number, scope: AgencyScope): Promise<PaymentHead[]> {
  return q.query<PaymentHead & Record<string, unknown>>(
    `SELECT ${PAYMENT_COLUMNS} FROM invoice_payments p ${PAYMENT_JOINS}
      WHERE p.invoice_id = $1 AND NOT p.is_deleted AND ($2::int IS NULL OR i.agency_id = $2)
      ORDER BY p.payment_date DESC, p.id DESC`,
    [invoiceId, scope.agencyId ?? null],
  );
}

/** What a write needs of the stored payment, locked for the transaction. */
export interface LockedPayment {
  id: number;
  version: number;
  paymentGuid: string;
  invoiceId: number;
  agencyId: number;
  amount: string;
}

/** Locks the live payment (FOR UPDATE) when it is in the caller's scope; null otherwise. */
export async function lockPayment(tx: Queryable, id: number, scope: AgencyScope): Promise<LockedPayment | null> {
  const [row] = await tx.query<LockedPayment & Record<string, unknown>>(
    `SELECT p.id, p.version, p.payment_guid::text AS "paymentGuid", p.invoice_id AS "invoiceId",
            i.agency_id AS "agencyId", p.amount::text AS amount
       FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
      WHERE p.id = $1 AND NOT p.is_deleted AND ($2::int IS NULL OR i.agency_id = $2)
      FOR UPDATE OF p`,
    [id, scope.agencyId ?? null],
  );
  return row ?? null;
}

/** The writable values of a payment (amount as sent: SQL turns it into numeric, never a float sum). */
export interface PaymentValues {
  invoiceId: number;
  amount: number;
  paymentDate: string;
  paymentAccountId: number;
  paymentTypeId: number;
  ref: string | null;
  notes: string | null;
}

const valuesOf = (v: PaymentValues) => [
  v.invoiceId,
  String(v.amount),
  v.paymentDate,
  v.paymentAccountId,
  v.paymentTypeId,
  v.ref,
  v.notes,
];

/** Inserts the payment; null when `guid` names another payment already. */
export async function insertPayment(
  tx: Queryable,
  values: PaymentValues,
  guid: string,
  userId: number | null,
): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO invoice_payments (invoice_id, amount, payment_date, payment_account_id, payment_type_id, ref, notes,
                                   payment_guid, created_by)
     VALUES ($1, $2::numeric, $3::date, $4, $5, $6, $7, $8::uuid, $9)
     ON CONFLICT (payment_guid) DO NOTHING RETURNING id`,
    [...valuesOf(values), guid, userId],
  );
  return row?.id ?? null;
}

export async function updatePayment(tx: Queryable, id: number, values: PaymentValues): Promise<void> {
  await tx.query(
    `UPDATE invoice_payments SET invoice_id = $2, amount = $3::numeric, payment_date = $4::date,
            payment_account_id = $5, payment_type_id = $6, ref = $7, notes = $8,
            version = version + 1, updated_at = now()
      WHERE id = $1`,
    [id, ...valuesOf(values)],
  );
}

export async function softDeletePayment(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `UPDATE invoice_payments SET is_deleted = true, deleted_at = now(), version = version + 1, updated_at = now()
      WHERE id = $1`,
    [id],
  );
}

/** What the audit log keeps of a payment: its values as the API names them (amounts as exact text). */
export async function readAuditState(q: Queryable, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await q.query(
    `SELECT invoice_id AS "invoiceId", amount::text AS amount, to_char(payment_date, 'YYYY-MM-DD') AS "paymentDate",
            payment_account_id AS "paymentAccountId", payment_type_id AS "paymentTypeId", ref, notes
       FROM invoice_payments WHERE id = $1`,
    [id],
  );
  return row ?? null;
}
