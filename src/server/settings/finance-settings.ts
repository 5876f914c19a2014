/**
 * The tenant's finance settings as the rest of the server reads them (invoices, credit notes,
 * payments): the currency (id, ISO code, name), the default tax rate, the two document number
 * prefixes, the payment terms, and what the invoice PDF prints (the receiving account, the legal
 * mentions). One query, in the caller's transaction, so a document issued
 * in it uses the settings it sees; the schema's defaults when the settings were never saved (or
 * a value is empty).
 *
 * @example
 *   const { invoiceNumberPrefix, paymentTermsDays } = await financeSettings(tx);
 */
import type { VatRegime } from '@domain/legal-identity/requirements.js';
import type { Queryable } from '../db/types.js';
import { TENANCY_TABLE } from './mail-settings.js';

export interface FinanceSettings {
  currencyId: number | null;
  /** The currency's ISO 4217 code (`initial`), e.g. 'EUR'. */
  currencyInitial: string | null;
  currencyName: string | null;
  /** Percent, 0–100, up to 2 decimals. */
  defaultTaxRate: number;
  invoiceNumberPrefix: string;
  creditNotePrefix: string;
  paymentTermsDays: number;
  balanceDaysBeforeTravel: number;
  /** The payment account printed on invoices as the payment instructions; null: none printed. */
  invoicePaymentAccountId: number | null;
  /** Free text printed at the foot of invoices and credit notes (late-payment terms...); null: none. */
  invoiceLegalMentions: string | null;
  /** The travel agents' margin scheme (no VAT on invoices: new rows at 0 %) or standard VAT. */
  vatRegime: VatRegime;
}

/** The schema's defaults (schemas/provider-settings/saas-tenancy-settings.json), before any save. */
export const FINANCE_DEFAULTS: Omit<
  FinanceSettings,
  'currencyId' | 'currencyInitial' | 'currencyName' | 'invoicePaymentAccountId' | 'invoiceLegalMentions'
> = {
  defaultTaxRate: 0,
  invoiceNumberPrefix: 'INV',
  creditNotePrefix: 'CN',
  paymentTermsDays: 30,
  balanceDaysBeforeTravel: 14,
  vatRegime: 'margin',
};

type Row = {
  currency_id: number | null;
  currency_initial: string | null;
  currency_name: string | null;
  default_tax_rate: number | null;
  invoice_number_prefix: string | null;
  credit_note_prefix: string | null;
  payment_terms_days: number | null;
  balance_days_before_travel: number | null;
  invoice_payment_account_id: number | null;
  invoice_legal_mentions: string | null;
  vat_regime: string | null;
};

export async function financeSettings(q: Queryable): Promise<FinanceSettings> {
  // A currency in the Trash still names the tenant's money: its code is read all the same.
  const [row] = await q.query<Row>(
    `SELECT s.currency_id, c.initial AS currency_initial, c.title AS currency_name, s.default_tax_rate,
            s.invoice_number_prefix, s.credit_note_prefix, s.payment_terms_days, s.balance_days_before_travel,
            s.invoice_payment_account_id, s.invoice_legal_mentions, s.vat_regime
       FROM ${TENANCY_TABLE} s LEFT JOIN currency c ON c.id = s.currency_id
      WHERE s.id = 1 AND NOT s.is_deleted`,
  );
  const d = FINANCE_DEFAULTS;
  return {
    currencyId: row?.currency_id ?? null,
    currencyInitial: row?.currency_initial ?? null,
    currencyName: row?.currency_name ?? null,
    defaultTaxRate: row?.default_tax_rate ?? d.defaultTaxRate,
    invoiceNumberPrefix: row?.invoice_number_prefix || d.invoiceNumberPrefix,
    creditNotePrefix: row?.credit_note_prefix || d.creditNotePrefix,
    paymentTermsDays: row?.payment_terms_days ?? d.paymentTermsDays,
    balanceDaysBeforeTravel: row?.balance_days_before_travel ?? d.balanceDaysBeforeTravel,
    invoicePaymentAccountId: row?.invoice_payment_account_id ?? null,
    invoiceLegalMentions: row?.invoice_legal_mentions?.trim() || null,
    vatRegime: row?.vat_regime === 'standard' ? 'standard' : d.vatRegime,
  };
}
