/**
 * E-invoicing through the API as a platform or an accountant's software meets it: the Factur-X
 * (PDF/A-3 read back: XMP, attachment, /AF, fonts, output intent, no encryption) and the CII XML of
 * issued invoices and credit notes, the same figures as the database and the PDF; the refusals
 * (a draft, e-invoicing off, an incomplete identity, VAT rows under the margin scheme, another
 * agency's document); and every demo document, under both VAT regimes, against the official XSD
 * and Schematrons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCii } from '@tests/support/einvoice-validate.js';
import { readPdfStructure } from '@tests/support/pdf-structure.js';
import { pdfText } from '@tests/support/pdf-text.js';
import {
  call,
  invoiceOf,
  issue,
  serviceId,
  setTenant,
  setUp,
  submit,
  update,
  type Ctx,
  type Json,
} from './invoices/fixture.js';

let c: Ctx;
const get = (path: string, bearer = c.admin, lang = 'en') => call(c, bearer, 'GET', path, undefined, lang);
const tenant = (set: string) => c.t.db.query(`UPDATE saas_tenancy_settings SET ${set}`);
const dbTotals = async (id: number) =>
  (
    await c.t.db.query<{ grand: string; tax: string; paid: string }>(
      `SELECT i.grand_total::text AS grand, i.tax_total::text AS tax, d.paid::numeric(14, 2)::text AS paid
         FROM invoices i JOIN ledger_documents(NULL) d ON d.document_id = i.id WHERE i.id = $1`,
      [id],
    )
  )[0];
/** The text of the first element of that name in the XML. */
const element = (xml: string, name: string) => new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(xml)?.[1];
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

async function issuedUnder(regime: 'margin' | 'standard', manualRows: Json[] = []): Promise<Json> {
  await tenant(`vat_regime = '${regime}'`);
  const draft = await invoiceOf(c, (await submit(c)).requestGuid);
  if (!manualRows.length) return issue(c, draft);
  const res = await update(c, draft, { invoiceRows: [...draft.invoiceRows, ...manualRows] });
  if (res.statusCode !== 200) throw new Error(`rows: ${res.statusCode} ${res.body}`);
  return issue(c, res.json<Json>());
}

beforeAll(async () => {
  c = await setUp();
  // The demo tenant is French: e-invoicing on by itself ('auto'); its identity and the demo agencies' are complete.
  await tenant("e_invoicing = 'auto'");
  await setTenant(c, { taxRate: 10 });
});
afterAll(() => c.t.close());

describe('the electronic forms of an issued document', () => {
  let margin: Json;
  let cii: string;

  beforeAll(async () => {
    margin = await issuedUnder('margin');
    const res = await get(`cii?id=${margin.id}`);
    expect(res.statusCode, res.body).toBe(200);
    cii = res.body;
  });

  it('answers the CII XML of an invoice under the margin scheme: category E, VATEX-EU-D, the database figures', async () => {
    const res = await get(`cii?id=${margin.id}`);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.headers['content-disposition']).toContain(`${margin.number}-cii.xml`);
    expect(element(cii, 'ram:TypeCode')).toBe('380');
    expect(cii).toMatch(new RegExp(`<rsm:ExchangedDocument>\\s*<ram:ID>${margin.number}</ram:ID>`));
    expect(cii).toContain('urn:cen.eu:en16931:2017');
    expect(new Set(elements(cii, 'ram:CategoryCode'))).toEqual(new Set(['E']));
    expect(element(cii, 'ram:ExemptionReasonCode')).toBe('VATEX-EU-D');
    const db = await dbTotals(margin.id);
    expect(db.tax).toBe('0.00');
    expect(element(cii, 'ram:GrandTotalAmount')).toBe(db.grand);
    expect(element(cii, 'ram:TaxTotalAmount')).toBe('0.00');
    expect(element(cii, 'ram:DuePayableAmount')).toBe(db.grand);
    // Seller and buyer as the demo data names them, with their SIRENs (scheme 0002).
    expect(cii).toMatch(/<ram:SellerTradeParty>[\s\S]*Azur Voyages SAS/);
    expect(cii).toMatch(/<ram:ID schemeID="0002">\d{9}<\/ram:ID>/);
    expect(cii).toMatch(/<ram:IBANID>FR\d{2}[0-9A-Z]+<\/ram:IBANID>/);
  });

  it('answers the Factur-X: PDF/A-3B with the XML as factur-x.xml, every font embedded, the same bytes every time', async () => {
    const res = await get(`facturx?id=${margin.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="${margin.number}-factur-x.pdf"`);
    const bytes = new Uint8Array(res.rawPayload);
    const pdf = await readPdfStructure(bytes);
    expect(pdf.encrypted).toBe(false);
    expect(pdf.xmp).toMatchObject({
      'pdfaid:part': '3',
      'pdfaid:conformance': 'B',
      'fx:DocumentType': 'INVOICE',
      'fx:DocumentFileName': 'factur-x.xml',
      'fx:Version': '1.0',
      'fx:ConformanceLevel': 'EN 16931',
    });
    expect(pdf.attachments.map(({ name, subtype, afRelationship }) => ({ name, subtype, afRelationship }))).toEqual([
      { name: 'factur-x.xml', subtype: 'text/xml', afRelationship: 'Alternative' },
    ]);
    expect(pdf.catalogAF).toEqual(['factur-x.xml']);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    expect(pdf.fonts.filter((f) => !f.embedded)).toEqual([]);
    expect(pdf.outputIntent).toMatchObject({ subtype: 'GTS_PDFA1', hasIcc: true });
    expect(Buffer.from(pdf.attachments[0].bytes).toString('utf8')).toBe(cii);
    // What a person reads: no VAT, the margin scheme's mention, the same total.
    const text = await pdfText(bytes);
    expect(text).toContain(margin.number);
    expect(text).toContain('Régime particulier – Agences de voyages');
    expect(text).not.toContain('Tax %');
    // The seller's legal line and the buyer's identifiers, as the settings and the agency hold them.
    const [ids] = await c.t.db.query<{ rcs: string; siren: string; siret: string; vat: string; buyer: string }>(
      `SELECT s.rcs_city AS rcs, s.siren, s.siret, s.vat_number AS vat, a.siren AS buyer
         FROM saas_tenancy_settings s, agency a WHERE a.id = $1`,
      [margin.agencyId],
    );
    expect(text).toContain(`RCS ${ids.rcs} ${ids.siren} · SIRET ${ids.siret} · VAT No. ${ids.vat}`);
    expect(text).toContain(`SIREN ${ids.buyer}`);
    const again = await get(`facturx?id=${margin.id}`);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it('holds agency users to their agency (404) and answers theirs', async () => {
    await tenant("vat_regime = 'margin'");
    const theirs = await issue(
      c,
      await invoiceOf(c, (await submit(c, { agencyId: c.refs.otherAgencyId })).requestGuid),
    );
    expect((await get(`facturx?id=${theirs.id}`, c.agent)).statusCode).toBe(404);
    expect((await get(`cii?id=${theirs.id}`, c.agent)).statusCode).toBe(404);
    expect((await get(`cii?id=${margin.id}`, c.agent)).statusCode).toBe(200);
    expect((await get('cii?id=999999')).statusCode).toBe(404);
  });

  it('keeps the XML made with the first PDF: a later payment changes neither; off, none is given', async () => {
    const before = (await get(`cii?id=${margin.id}`)).body;
    const pay = await c.t.call(c.admin, {
      method: 'POST',
      url: '/api/finance/invoicepayment/add',
      payload: {
        invoiceId: margin.id,
        amount: 1,
        paymentDate: new Date().toISOString().slice(0, 10),
        paymentAccountId: (await c.t.db.query<{ id: number }>('SELECT id FROM payment_account ORDER BY id LIMIT 1'))[0]!
          .id,
        paymentTypeId: (
          await c.t.db.query<{ id: number }>('SELECT id FROM infra_type WHERE type_group_id = 12 ORDER BY id LIMIT 1')
        )[0]!.id,
      },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect((await get(`cii?id=${margin.id}`)).body).toBe(before);
    await c.t.call(c.admin, { method: 'DELETE', url: `/api/finance/invoicepayment/delete?id=${pay.json().id}` });
    // Stored forms too are only given while e-invoicing is on.
    await tenant("e_invoicing = 'off'");
    expect((await get(`cii?id=${margin.id}`)).statusCode).toBe(409);
    await tenant("e_invoicing = 'auto'");
  });
});

describe('standard VAT and credit notes', () => {
  it('writes one S breakdown per rate, tax = round(base × rate, 2), and a credit note 381 naming the invoice', async () => {
    const service = await serviceId(c);
    const rows = [
      {
        isManualRow: true,
        serviceId: service,
        destinationDescription: 'Guide & porter',
        quantity: 3,
        fee: 33.33,
        taxRate: 20,
      },
      {
        isManualRow: true,
        serviceId: service,
        destinationDescription: 'Museum « pass »',
        quantity: 1,
        fee: 12.5,
        taxRate: 5.5,
      },
    ];
    const invoice = await issuedUnder('standard', rows);
    const xml = (await get(`cii?id=${invoice.id}`)).body;
    const rates = await c.t.db.query<{ rate: string; base: string; tax: string }>(
      `SELECT to_char(tax_rate, 'FM990.00') AS rate, sum(subtotal)::text AS base,
              round(sum(subtotal) * tax_rate / 100, 2)::text AS tax
         FROM invoice_rows WHERE invoice_id = $1 GROUP BY tax_rate ORDER BY tax_rate`,
      [invoice.id],
    );
    expect(rates.map((r) => r.rate)).toEqual(['5.50', '10.00', '20.00']);
    expect(new Set(elements(xml, 'ram:CategoryCode'))).toEqual(new Set(['S']));
    for (const r of rates) expect(xml).toContain(`<ram:CalculatedAmount>${r.tax}</ram:CalculatedAmount>`);
    expect(element(xml, 'ram:TaxTotalAmount')).toBe((await dbTotals(invoice.id)).tax);
    expect(xml).toContain('Guide &amp; porter');

    const credited = await call(c, c.admin, 'POST', 'issuecreditnote', { invoiceId: invoice.id });
    expect(credited.statusCode, credited.body).toBe(200);
    const note = credited.json<Json>().creditNote;
    const noteXml = (await get(`cii?id=${note.id}`)).body;
    expect(element(noteXml, 'ram:TypeCode')).toBe('381');
    // Positive credits in the document; negative in the database.
    expect(element(noteXml, 'ram:GrandTotalAmount')).toBe((await dbTotals(invoice.id)).grand);
    expect((await dbTotals(note.id)).grand).toBe(`-${(await dbTotals(invoice.id)).grand}`);
    expect(noteXml).toMatch(new RegExp(`<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${invoice.number}<`));
    for (const [id, xmlOf] of [
      [invoice.id, xml],
      [note.id, noteXml],
    ] as const) {
      const result = await validateCii(xmlOf, ['cen-en16931']);
      expect(result.xsdErrors, `document ${id}`).toEqual([]);
      expect(result['cen-en16931'].fatal, `document ${id}`).toEqual([]);
    }
  });
});

describe('refusals', () => {
  it("a draft has no electronic form (409), in the caller's language", async () => {
    const draft = await invoiceOf(c, (await submit(c)).requestGuid);
    for (const kind of ['facturx', 'cii']) {
      const res = await get(`${kind}?id=${draft.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json<Json>().detail).toBe('Only an issued invoice has an electronic form.');
    }
    const fr = await get(`cii?id=${draft.id}`, c.admin, 'fr');
    expect(fr.json<Json>().detail).toBe('Seule une facture émise a une forme électronique.');
  });

  it('refuses to issue under the margin scheme while a row carries VAT, naming the row', async () => {
    await tenant("vat_regime = 'standard'");
    const draft = await invoiceOf(c, (await submit(c)).requestGuid);
    const row = { isManualRow: true, serviceId: await serviceId(c), quantity: 1, fee: 10, taxRate: 20 };
    const saved = (await update(c, draft, { invoiceRows: [...draft.invoiceRows, row] })).json<Json>();
    await tenant("vat_regime = 'margin'");
    const res = await update(c, saved, { status: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json<Json>().detail).toMatch(/margin scheme .* rows [\d, ]+ to 0/);
    expect((await invoiceOf(c, saved.requestGuid)).number).toBeNull();
  });

  it('refuses to issue while a legal identity is incomplete, naming what is missing (en, fr); nothing changes', async () => {
    await tenant("vat_regime = 'margin'");
    const [agency] = await c.t.db.query<{ id: number }>(
      "INSERT INTO agency (title, code, country_code) VALUES ('Agence Sans Papiers', 'ASP', 'FR') RETURNING id",
    );
    const [{ vat }] = await c.t.db.query<{ vat: string }>('SELECT vat_number AS vat FROM saas_tenancy_settings');
    await tenant('vat_number = NULL');
    const draft = await invoiceOf(c, (await submit(c, { agencyId: agency.id })).requestGuid);
    const en = await update(c, draft, { status: 1 });
    expect(en.statusCode).toBe(409);
    const detail = en.json<Json>().detail as string;
    expect(detail).toMatch(/^E-invoicing is on/);
    expect(detail).toMatch(/the provider \(SAAS Tenancy Settings\): VAT Number/);
    expect(detail).toMatch(/the agency Agence Sans Papiers: .*SIREN/);
    const fr = await update(c, draft, { status: 1 }, c.admin, 'fr');
    expect(fr.json<Json>().detail).toMatch(
      /^La facturation électronique est activée.*le prestataire .* : N° de TVA intracommunautaire ; l'agence Agence Sans Papiers : SIREN/,
    );
    expect((await invoiceOf(c, draft.requestGuid)).number).toBeNull();

    // E-invoicing off: the same draft issues as before, and has no electronic form.
    await tenant("e_invoicing = 'off'");
    const issued = await issue(c, draft);
    expect(issued.number).toMatch(/^INV-/);
    const off = await get(`facturx?id=${issued.id}`);
    expect(off.statusCode).toBe(409);
    expect(off.json<Json>().detail).toMatch(/E-invoicing is off/);
    expect((await get('einvoicing')).json<Json>()).toEqual({ enabled: false });
    await c.t.db.query("UPDATE saas_tenancy_settings SET e_invoicing = 'auto', vat_number = $1", [vat]);
  });
});
