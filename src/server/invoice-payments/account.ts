/**
 * An agency's account in the receivables ledger, as finance staff use it: its balance (one SQL
 * definition, ledger/README.md), its credit on account drawn onto an open invoice, or paid back
 * as a refund. Each write one transaction: the agency's account lock first (through the invoice's
 * lock, or directly for a refund), company users only (403), an audit entry in the transaction.
 */
import Big from 'big.js';
import type {
  AgencyBalance,
  CreditAllocationBody,
  OpenInvoiceAnswer,
  Refund,
  RefundBody,
} from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import { recordAudit } from '../audit/index.js';
import type { Queryable } from '../db/types.js';
import { forbidden, HttpError, notFound } from '../errors.js';
import { followLedger, recordInvoiceAudit } from '../invoices/index.js';
import { drawCredit, lockAccount, postRefund, readAccounts, type Account } from '../ledger/index.js';
import { financeSettings } from '../settings/index.js';
import { Problems } from './input.js';
import { currencyInitial, lockInvoices } from './invoice-rules.js';
import { formatAmount, message } from './messages.js';
import { REFUND_AUDIT_ENTITY } from './permissions.js';
import { checkReferences } from './references.js';
import type { PaymentWrite } from './writes.js';

/** The agency in the caller's scope, else 404 (an agency user never learns which agencies exist). */
async function agencyInScope(q: Queryable, agencyId: number, w: Pick<PaymentWrite, 'scope'>): Promise<void> {
  if (w.scope.agencyId !== undefined && w.scope.agencyId !== agencyId) throw notFound();
  const [row] = await q.query('SELECT 1 FROM agency WHERE id = $1 AND NOT is_deleted', [agencyId]);
  if (!row) throw notFound();
}

/** The agency's account in its main currency: the tenant's, else the one it has; undefined with no entry yet. */
async function mainAccount(q: Queryable, agencyId: number): Promise<Account | undefined> {
  const accounts = await readAccounts(q, agencyId);
  const [tenant] = await q.query<{ id: number }>('SELECT id FROM currency WHERE initial = $1 LIMIT 1', [
    (await financeSettings(q)).currencyInitial,
  ]);
  return accounts.find((a) => a.currencyId === (tenant?.id ?? null)) ?? accounts[0];
}

/** The agency's account in its main currency. */
export async function readBalance(
  q: Queryable,
  agencyId: number,
  w: Pick<PaymentWrite, 'scope'>,
): Promise<AgencyBalance> {
  await agencyInScope(q, agencyId, w);
  const account = await mainAccount(q, agencyId);
  return {
    agencyId,
    currency: await currencyInitial(q, account?.currencyId ?? null),
    invoicesOpen: Number(account?.invoicesOpen ?? 0),
    creditOnAccount: Number(account?.creditOnAccount ?? 0),
    balance: Number(account?.balance ?? 0),
  };
}

/** The agency's open invoices, oldest due first, with their currency's initial. */
export async function listOpenInvoices(
  q: Queryable,
  agencyId: number,
  w: Pick<PaymentWrite, 'scope'>,
): Promise<OpenInvoiceAnswer[]> {
  await agencyInScope(q, agencyId, w);
  return q.query<OpenInvoiceAnswer & Record<string, unknown>>(
    `SELECT d.document_id AS id, i.number, d.balance::float8 AS balance, to_char(d.due_date, 'YYYY-MM-DD') AS "dueDate",
            cu.initial AS "currencyInitial"
       FROM ledger_documents(NULL) d JOIN invoices i ON i.id = d.document_id LEFT JOIN currency cu ON cu.id = d.currency_id
      WHERE d.agency_id = $1 AND d.document_type = 'invoice' AND i.number IS NOT NULL AND d.balance > 0
      ORDER BY d.due_date NULLS LAST, d.issue_date, d.document_id`,
    [agencyId],
  );
}

const companyOnly = (w: PaymentWrite) => {
  if (w.user.agencyId !== undefined) throw forbidden(message(w.lang, 'companyOnly'));
};

const money = (lang: Lang, amount: Big, currency: string | null) => formatAmount(lang, Number(amount), currency);

/** Credit on account drawn onto an open invoice (oldest credit first); answers the agency's account. */
export async function allocateCredit(
  tx: Queryable,
  body: CreditAllocationBody,
  w: PaymentWrite,
): Promise<AgencyBalance> {
  const invoice = (await lockInvoices(tx, [body.invoiceId], w.scope, w.lang)).get(body.invoiceId)!;
  companyOnly(w);
  const [due] = await tx.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM ledger_documents(NULL)
      WHERE document_id = $1 AND document_type = 'invoice' AND issue_date IS NOT NULL`,
    [invoice.id],
  );
  const p = new Problems(w.lang);
  if (!due || new Big(due.balance).lte(0)) p.add('invoiceId', 'notOpen');
  p.throwIfAny();
  const [account] = (await readAccounts(tx, invoice.agencyId)).filter((a) => a.currencyId === invoice.currencyId);
  const credit = new Big(account?.creditOnAccount ?? 0);
  const currency = await currencyInitial(tx, invoice.currencyId);
  if (credit.lte(0)) throw new HttpError(409, message(w.lang, 'noCredit'));
  const wanted = body.amount === undefined ? new Big(due!.balance) : new Big(body.amount);
  if (body.amount !== undefined && wanted.gt(credit))
    p.add('amount', 'aboveCredit', { balance: money(w.lang, credit, currency) });
  if (wanted.gt(due!.balance))
    p.add('amount', 'aboveBalance', { balance: money(w.lang, new Big(due!.balance), currency) });
  p.throwIfAny();
  const drawn = await drawCredit(
    tx,
    invoice,
    { invoiceId: invoice.id },
    wanted.gt(credit) ? credit : wanted,
    w.user.id ?? null,
  );
  await followLedger(tx, invoice.id, w);
  await recordInvoiceAudit(tx, {
    user: w.user,
    invoiceId: invoice.id,
    agencyId: invoice.agencyId,
    operation: 'update',
    before: { creditOnAccountAllocated: '0.00' },
    after: { creditOnAccountAllocated: drawn.toFixed(2) },
  });
  return readBalance(tx, invoice.agencyId, w);
}

const REFUND_COLUMNS = `f.id, f.agency_id AS "agencyId", a.title AS "agencyName", f.amount::float8 AS amount,
  to_char(f.refund_date, 'YYYY-MM-DD') AS "refundDate", f.payment_account_id AS "paymentAccountId",
  pa.title AS "paymentAccountName", f.payment_type_id AS "paymentTypeId", pt.title AS "paymentTypeName",
  cu.initial AS "currencyInitial", f.ref, f.notes
  FROM ledger_refunds f JOIN agency a ON a.id = f.agency_id
  LEFT JOIN payment_account pa ON pa.id = f.payment_account_id LEFT JOIN infra_type pt ON pt.id = f.payment_type_id
  LEFT JOIN currency cu ON cu.id = f.currency_id`;

/** The agency's refunds, newest first (in the caller's scope). */
export async function listRefunds(q: Queryable, agencyId: number, w: Pick<PaymentWrite, 'scope'>): Promise<Refund[]> {
  await agencyInScope(q, agencyId, w);
  return q.query<Refund & Record<string, unknown>>(
    `SELECT ${REFUND_COLUMNS} WHERE f.agency_id = $1 ORDER BY f.refund_date DESC, f.id DESC`,
    [agencyId],
  );
}

/** One refund in the caller's scope, or null. */
export async function readRefund(q: Queryable, id: number, w: Pick<PaymentWrite, 'scope'>): Promise<Refund | null> {
  const [row] = await q.query<Refund & Record<string, unknown>>(
    `SELECT ${REFUND_COLUMNS} WHERE f.id = $1 AND ($2::int IS NULL OR f.agency_id = $2)`,
    [id, w.scope.agencyId ?? null],
  );
  return row ?? null;
}

/** Credit on account paid back to the agency: a refund entry, drawn on its credit oldest first. */
export async function refund(tx: Queryable, body: RefundBody, w: PaymentWrite): Promise<Refund> {
  await agencyInScope(tx, body.agencyId, w);
  await lockAccount(tx, body.agencyId);
  companyOnly(w);
  const p = new Problems(w.lang);
  await checkReferences(tx, body, p);
  const account = await mainAccount(tx, body.agencyId);
  const credit = new Big(account?.creditOnAccount ?? 0);
  const amount = new Big(body.amount);
  const currency = await currencyInitial(tx, account?.currencyId ?? null);
  if (amount.gt(credit)) p.add('amount', 'aboveCredit', { balance: money(w.lang, credit, currency) });
  p.throwIfAny();
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ledger_refunds (agency_id, currency_id, amount, refund_date, payment_account_id, payment_type_id, ref, notes, created_by)
     VALUES ($1, $2, $3::numeric, $4::date, $5, $6, $7, $8, $9) RETURNING id`,
    [
      body.agencyId,
      account!.currencyId,
      amount.toFixed(2),
      body.refundDate,
      body.paymentAccountId,
      body.paymentTypeId,
      body.ref ?? null,
      body.notes ?? null,
      w.user.id ?? null,
    ],
  );
  await postRefund(tx, row!.id, w.user.id ?? null);
  await drawCredit(tx, account!, { refundId: row!.id }, amount, w.user.id ?? null);
  const saved = (await readRefund(tx, row!.id, { scope: {} }))!;
  await recordAudit(tx, {
    user: w.user,
    entity: REFUND_AUDIT_ENTITY,
    entityId: row!.id,
    operation: 'create',
    before: null,
    after: { refund: saved.id, amount: amount.toFixed(2), refundDate: body.refundDate },
    agencyId: body.agencyId,
  });
  return saved;
}
