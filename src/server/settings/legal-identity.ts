/**
 * Who sells and who buys, as an e-invoice states them (src/domain/legal-identity/requirements.ts):
 * the tenant from its tenancy settings and the account printed on invoices, an agency from its
 * row. One query each, in the caller's transaction (an issue checks what it then prints).
 * Identifiers come back compact and upper-case ('732829320', 'FR7630006000011234567890189'),
 * however they were typed; text left empty is '' (names, address) or null (identifiers).
 *
 * @example
 *   const seller = await sellerIdentity(tx);
 *   if (seller.eInvoicingOn) sellerGaps(seller, lang);
 */
import { compactIdentifier } from '@domain/legal-identity/checks.js';
import {
  eInvoicingApplies,
  type BuyerIdentity,
  type EInvoicingSetting,
  type SellerIdentity,
  type VatRegime,
} from '@domain/legal-identity/requirements.js';
import type { Queryable } from '../db/types.js';
import { TENANCY_TABLE } from './mail-settings.js';

const text = (value: string | null | undefined): string => value?.trim() ?? '';
const optional = (value: string | null | undefined): string | null => value?.trim() || null;
const identifier = (value: string | null | undefined): string | null =>
  value?.trim() ? compactIdentifier(value) : null;
const country = (value: string | null | undefined): string => text(value).toUpperCase();

type PartyRow = {
  legal_name: string | null;
  siren: string | null;
  siret: string | null;
  vat_number: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country_code: string | null;
  electronic_address: string | null;
  email: string | null;
};

function party(row: PartyRow | undefined, legalName: string) {
  return {
    legalName,
    siren: identifier(row?.siren),
    siret: identifier(row?.siret),
    vatNumber: identifier(row?.vat_number),
    street: text(row?.street),
    postcode: text(row?.postcode),
    city: text(row?.city),
    countryCode: country(row?.country_code ?? 'FR'),
    electronicAddress: optional(row?.electronic_address),
    email: optional(row?.email),
  };
}

type SellerRow = PartyRow & {
  legal_form: string | null;
  share_capital: string | null;
  rcs_city: string | null;
  vat_regime: string | null;
  e_invoicing: string | null;
  legal_mentions_en: string | null;
  legal_mentions_fr: string | null;
  account_id: number | null;
  account_title: string | null;
  account_iban: string | null;
  account_bic: string | null;
};

/** The tenant's identity; the schema's defaults (France, margin scheme, e-invoicing 'auto') before any save. */
export async function sellerIdentity(q: Queryable): Promise<SellerIdentity> {
  // The invoices' contact: the accounting address, else finance's, else the company's.
  const [row] = await q.query<SellerRow>(
    `SELECT s.official_company_name AS legal_name, s.siren, s.siret, s.vat_number, s.street, s.postcode, s.city,
            s.country_code, s.electronic_address,
            COALESCE(NULLIF(s.accounting_email_address, ''), NULLIF(s.finance_email_address, ''),
                     s.company_email_address) AS email,
            s.legal_form, s.share_capital::text AS share_capital, s.rcs_city, s.vat_regime, s.e_invoicing,
            s.invoice_legal_mentions AS legal_mentions_en, s.invoice_legal_mentions_fr AS legal_mentions_fr,
            a.id AS account_id, a.title AS account_title, a.iban AS account_iban, a.bic AS account_bic
       FROM ${TENANCY_TABLE} s
       LEFT JOIN payment_account a ON a.id = s.invoice_payment_account_id AND NOT a.is_deleted
      WHERE s.id = 1 AND NOT s.is_deleted`,
  );
  const base = party(row, text(row?.legal_name));
  const eInvoicing = (row?.e_invoicing ?? 'auto') as EInvoicingSetting;
  return {
    ...base,
    legalForm: optional(row?.legal_form),
    shareCapital: row?.share_capital ?? null,
    rcsCity: optional(row?.rcs_city),
    vatRegime: (row?.vat_regime ?? 'margin') as VatRegime,
    eInvoicing,
    eInvoicingOn: eInvoicingApplies(eInvoicing, base.countryCode),
    legalMentionsEn: optional(row?.legal_mentions_en),
    legalMentionsFr: optional(row?.legal_mentions_fr),
    paymentAccount:
      row?.account_id != null
        ? {
            id: row.account_id,
            title: text(row.account_title),
            iban: identifier(row.account_iban),
            bic: identifier(row.account_bic),
          }
        : null,
  };
}

type BuyerRow = PartyRow & { id: number; title: string | null };

/** An agency's identity (also from the Trash: its issued invoices still name it); null when no such agency. */
export async function buyerIdentity(q: Queryable, agencyId: number): Promise<BuyerIdentity | null> {
  const [row] = await q.query<BuyerRow>(
    `SELECT id, title, legal_name, siren, siret, vat_number, street, postcode, city, country_code,
            electronic_address, email
       FROM agency WHERE id = $1`,
    [agencyId],
  );
  if (!row) return null;
  const name = text(row.title);
  // An agency without a legal name is invoiced under its title.
  return { agencyId: row.id, name, ...party(row, text(row.legal_name) || name) };
}

/** Every live agency's identity, by title (the readiness report). */
export async function buyerIdentities(q: Queryable): Promise<BuyerIdentity[]> {
  const rows = await q.query<BuyerRow>(
    `SELECT id, title, legal_name, siren, siret, vat_number, street, postcode, city, country_code,
            electronic_address, email
       FROM agency WHERE NOT is_deleted ORDER BY title, id`,
  );
  return rows.map((row) => ({
    agencyId: row.id,
    name: text(row.title),
    ...party(row, text(row.legal_name) || text(row.title)),
  }));
}
