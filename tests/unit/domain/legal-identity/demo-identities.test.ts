/**
 * The demo identities pass the checks the API applies (the schemas' formats and the VAT/SIREN
 * rule) and leave e-invoicing nothing to ask: so a new user can issue a valid e-invoice at once.
 */
import { describe, expect, it } from 'vitest';
import { compactIdentifier, isBic, isIban } from '@domain/legal-identity/checks.js';
import { buyerGaps, sellerGaps } from '@domain/legal-identity/requirements.js';
import { loadSchemas } from '@schema/load-dir.js';
import { validateEntity } from '@schema/validate.js';
import { DEMO_ROWS } from '@server/seed/demo-data.js';
import { DEMO_BANK_DETAILS, DEMO_TENANT_IDENTITY } from '@server/seed/demo-identities.js';

const schemas = new Map(loadSchemas('schemas').map((s) => [s.name, s]));
const rows = (name: string) => DEMO_ROWS.find(([n]) => n === name)![1];

describe('the demo identities', () => {
  it('give every demo agency a row the agency schema accepts, and nothing e-invoicing lacks', () => {
    const schema = schemas.get('agency')!;
    for (const row of rows('agency')) {
      expect(validateEntity(schema, row, 'en').errors, String(row.title)).toBeNull();
      const buyer = {
        agencyId: row.id,
        name: String(row.title),
        legalName: String(row.legalName ?? ''),
        siren: (row.siren as string | undefined) ?? null,
        siret: (row.siret as string | undefined) ?? null,
        vatNumber: (row.vatNumber as string | undefined) ?? null,
        street: String(row.street ?? ''),
        postcode: String(row.postcode ?? ''),
        city: String(row.city ?? ''),
        countryCode: String(row.countryCode ?? ''),
        electronicAddress: null,
        email: null,
      };
      expect(buyerGaps(buyer, 'en'), String(row.title)).toEqual([]);
    }
  });

  it('give the tenant settings the schema accepts and a complete seller identity with the invoice account', () => {
    const schema = schemas.get('saas-tenancy-settings')!;
    const settings = { companyTitle: 'Azur Voyages', officialCompanyName: 'Azur Voyages SAS', ...DEMO_TENANT_IDENTITY };
    const { errors } = validateEntity(
      schema,
      { ...settings, companyEmailAddress: 'a@b.example', lightLogo: 'x', darkLogo: 'x' },
      'en',
    );
    expect(errors).toBeNull();
    const account = DEMO_BANK_DETAILS['BNK-EUR01'];
    const seller = {
      ...DEMO_TENANT_IDENTITY,
      legalName: settings.officialCompanyName,
      shareCapital: '50000.00',
      electronicAddress: null,
      email: null,
      eInvoicingOn: true,
      legalMentionsEn: null,
      legalMentionsFr: null,
      paymentAccount: {
        id: 1,
        title: 'Main EUR Bank Account',
        iban: compactIdentifier(account.iban),
        bic: account.bic,
      },
    };
    expect(sellerGaps(seller, 'en')).toEqual([]);
  });

  it('give the bank accounts valid IBANs and BICs that the payment account schema accepts', () => {
    const schema = schemas.get('payment-account')!;
    const banks = rows('payment-account').filter((r) => DEMO_BANK_DETAILS[String(r.ref)]);
    expect(banks.length).toBe(Object.keys(DEMO_BANK_DETAILS).length);
    for (const row of banks) {
      expect(isIban(String(row.iban)) && isBic(String(row.bic)), String(row.ref)).toBe(true);
      expect(validateEntity(schema, row, 'en').errors).toBeNull();
    }
  });
});
