/**
 * Every issued demo invoice and credit note, under both VAT regimes, as its CII XML (the `cii`
 * answer, which the Factur-X embeds): valid against the Factur-X 1.09 EN 16931 XSD, with no fatal
 * assertion of the Factur-X EN 16931 Schematron nor of the CEN EN 16931 CII Schematron 1.3.16.
 * Their warnings and the French BR-FR rules' findings are printed (the BR-FR rules target the
 * platforms' flows; the note of the e-invoicing work says which apply).
 * The margin scheme's documents are the seed's (the demo tenant's regime); the standard ones are
 * the same demo requests invoiced again under standard VAT at the demo's 10 %.
 * The official checks do not depend on the database: run once, on the server when its run follows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoInvoices } from '@server/invoices/demo-invoices.js';
import { validateCii, type Finding } from '@tests/support/einvoice-validate.js';
import { ADMIN, startTestApp, type TestApp } from './helpers.js';

const skip = process.env.DB_INDEPENDENT_ON_SERVER_ONLY === '1' && !process.env.TEST_DATABASE_URL;
let t: TestApp;
let admin: string;

const say = (regime: string, number: string, kind: string, found: Finding[]) => {
  for (const f of found) console.log(`[${regime}] ${number} ${kind} ${f.id} (${f.flag}): ${f.text.trim()}`);
};

/** The issued documents' XML, validated; answers how many there were. */
async function validateIssued(regime: 'margin' | 'standard'): Promise<{ invoices: number; creditNotes: number }> {
  const issued = await t.db.query<{ id: number; number: string; type: string; regime: string }>(
    `SELECT id, number, document_type AS type, vat_regime AS regime FROM invoices
      WHERE number IS NOT NULL AND NOT is_deleted ORDER BY id`,
  );
  const counts = { invoices: 0, creditNotes: 0 };
  for (const doc of issued) {
    expect(doc.regime, doc.number).toBe(regime);
    const res = await t.call(admin, { method: 'GET', url: `/api/finance/invoice/cii?id=${doc.id}` });
    expect(res.statusCode, `${doc.number}: ${res.body}`).toBe(200);
    const result = await validateCii(res.body);
    expect(result.xsdErrors, doc.number).toEqual([]);
    expect(result['facturx-en16931'].fatal, doc.number).toEqual([]);
    expect(result['cen-en16931'].fatal, doc.number).toEqual([]);
    say(regime, doc.number, 'Factur-X warning', result['facturx-en16931'].warnings);
    say(regime, doc.number, 'CEN warning', result['cen-en16931'].warnings);
    say(regime, doc.number, 'BR-FR', [...result['br-fr'].fatal, ...result['br-fr'].warnings]);
    if (doc.type === 'creditNote') counts.creditNotes += 1;
    else counts.invoices += 1;
  }
  return counts;
}

describe.skipIf(skip)('the demo documents against the official rules', () => {
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN);
  });
  afterAll(() => t?.close());

  it('every issued demo invoice and credit note under the margin scheme', { timeout: 120_000 }, async () => {
    const counts = await validateIssued('margin');
    expect(counts.invoices).toBeGreaterThan(5);
    expect(counts.creditNotes).toBeGreaterThan(0);
  });

  it('the same demo requests invoiced under standard VAT', { timeout: 120_000 }, async () => {
    await t.db.transaction(async (tx) => {
      // The margin scheme's documents out of the way (deleted: the receivables ledger that holds
      // them is append-only), their numbers kept taken (the series go on).
      await tx.query('UPDATE invoices SET is_deleted = true, deleted_at = now()');
      await tx.query("UPDATE saas_tenancy_settings SET vat_regime = 'standard', default_tax_rate = 10");
      await seedDemoInvoices(tx);
    });
    const taxed = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoices WHERE number IS NOT NULL AND tax_total <> 0',
    );
    expect(taxed[0].n).toBeGreaterThan(5);
    const counts = await validateIssued('standard');
    expect(counts.creditNotes).toBeGreaterThan(0);
  });
});
