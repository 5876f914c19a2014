/**
 * The invoice, credit-note and receipt PDFs (src/server/invoices/pdf, src/server/invoice-payments/pdf)
 * read as a person reads them (pdfjs-dist): an agency with an accented and Turkish name, a draft, an
 * issued invoice with a tax and a payment, its credit note, a receipt; the stored bytes of an
 * issued document; the embedded font; the page numbers and repeated head of a 2-page invoice; the
 * permission and the agency scope. The payment instructions (IBAN in groups of 4, BIC, the number
 * as transfer reference), the payment terms in the document's language and none on a credit note;
 * the receipt's legal line and its payment type in French; a receipt of a payment settling two
 * invoices and leaving credit on account, its balances from the receivables ledger.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_PDF_TEXTS } from '@server/invoices/pdf/texts.js';
import { formatMoney } from '@server/pdf/index.js';
import { fontFacts, pdfPages, pdfText } from '@tests/support/pdf-text.js';
import { addPayment, paymentRefs } from './invoice-payments/fixture.js';
import {
  call,
  getInvoice,
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

const AGENCY = 'Agence Éole Şişli';
const ACCOUNT = { title: 'Banque Éole', ref: 'FR76 3000 6000 0112 3456 7890 189' };
const BANK = { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' };
/** The settings' own terms, in each language (Provider Settings › Finance). */
const TERMS = {
  en: readSchemaDefault('invoiceLegalMentions'),
  fr: readSchemaDefault('invoiceLegalMentionsFr'),
};

function readSchemaDefault(property: string): string {
  const schema = JSON.parse(readFileSync('schemas/provider-settings/saas-tenancy-settings.json', 'utf8')) as {
    properties: Record<string, { default: string }>;
  };
  return schema.properties[property]!.default;
}

let c: Ctx;
let draft: Json;
let issued: Json;
let corrected: Json;
let creditNote: Json;
let frInvoice: Json;
let frCreditNote: Json;
let long: Json;
let mine: Json;
let paymentId: number;
let demoAccount: { ref: string } | undefined;

const pdf = (bearer: string, path: string, lang = 'en') =>
  c.t.call(bearer, { method: 'GET', url: `/api/finance/${path}`, headers: { 'accept-language': lang } });
const bytesOf = (res: { rawPayload: Buffer }) => new Uint8Array(res.rawPayload);
/** As the extracted text reads it: pdfPages folds the narrow no-break space of fr figures into a space. */
const euros = (amount: string, lang: 'en' | 'fr' = 'en') => formatMoney(amount, 'EUR', lang).replace(/\s+/g, ' ');
const grandTotal = async (id: number) =>
  (await c.t.db.query<{ t: string }>('SELECT grand_total::text AS t FROM invoices WHERE id = $1', [id]))[0].t;

beforeAll(async () => {
  c = await setUp();
  await setTenant(c, { taxRate: 20 });
  await c.t.db.query("UPDATE currency SET initial = 'EUR' WHERE id = (SELECT currency_id FROM saas_tenancy_settings)");
  const [agency] = await c.t.db.query<{ id: number }>(
    `INSERT INTO agency (title, code, address, email) VALUES ($1, 'EOLE', '3 İstiklal Caddesi', 'eole@example.com') RETURNING id`,
    [AGENCY],
  );
  const [account] = await c.t.db.query<{ id: number }>(
    `INSERT INTO payment_account (title, ref, description, infra_type_id, is_active, iban, bic)
     VALUES ($1, $2, '<p>BIC AGRIFRPP</p>', (SELECT id FROM infra_type WHERE type_group_id = 11 ORDER BY id LIMIT 1), true,
             $3, $4)
     RETURNING id`,
    [ACCOUNT.title, ACCOUNT.ref, BANK.iban, BANK.bic],
  );
  [demoAccount] = await c.t.db.query<{ ref: string }>(
    'SELECT a.ref FROM saas_tenancy_settings s JOIN payment_account a ON a.id = s.invoice_payment_account_id',
  );
  await c.t.db.query('UPDATE saas_tenancy_settings SET invoice_payment_account_id = $1', [account.id]);

  draft = await invoiceOf(c, (await submit(c, { agencyId: agency.id })).requestGuid);
  issued = await issue(c, await invoiceOf(c, (await submit(c, { agencyId: agency.id })).requestGuid));
  const refs = await paymentRefs(c);
  paymentId = (await addPayment(c, refs, issued.id, { amount: 100, ref: 'PAY-EOLE' })).id;
  corrected = await issue(c, await invoiceOf(c, (await submit(c, { agencyId: agency.id })).requestGuid));
  const credited = await call(c, c.admin, 'POST', 'issuecreditnote', { invoiceId: corrected.id });
  creditNote = credited.json<Json>().creditNote;
  mine = await invoiceOf(c, (await submit(c)).requestGuid);
  frInvoice = await issue(c, await invoiceOf(c, (await submit(c, { agencyId: agency.id })).requestGuid));
  const frCorrected = await issue(c, await invoiceOf(c, (await submit(c, { agencyId: agency.id })).requestGuid));
  frCreditNote = (await call(c, c.admin, 'POST', 'issuecreditnote', { invoiceId: frCorrected.id })).json<Json>()
    .creditNote;

  const service = await serviceId(c);
  const base = await invoiceOf(c, (await submit(c, { agencyId: agency.id })).requestGuid);
  const rows = Array.from({ length: 30 }, (_, i) => ({
    isManualRow: true,
    serviceId: service,
    quantity: 1,
    fee: 10,
    destinationDescription: `<p>Extra night ${i + 1}</p>`,
  }));
  const res = await update(c, base, { invoiceRows: [...base.invoiceRows, ...rows] });
  if (res.statusCode !== 200) throw new Error(`long invoice: ${res.statusCode} ${res.body}`);
  long = res.json<Json>();
}, 60_000);

afterAll(() => c?.t.close());

describe('invoice PDF', () => {
  it("the demo tenant prints its main EUR bank account as the invoices' payment instructions", () => {
    expect(demoAccount?.ref).toBe('BNK-EUR01');
  });

  it('prints an issued invoice: number, dates, agency, rows, tax, totals, paid, balance, instructions, legal mentions', async () => {
    const res = await pdf(c.admin, `invoice/pdf?id=${issued.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Invoice-${issued.number}.pdf"; filename*=UTF-8''Invoice-${issued.number}.pdf`,
    );
    const text = await pdfText(bytesOf(res));
    const total = await grandTotal(issued.id);
    expect(text).toContain(`Invoice ${issued.number}`);
    expect(text).toContain(AGENCY);
    expect(text).toContain('3 İstiklal Caddesi');
    expect(text).toContain(`Total ${euros(total)}`);
    expect(text).toMatch(/Tax 20% on €[\d,.]+ €[\d,.]+/);
    expect(text).toContain(`Total Paid ${euros('100')}`);
    expect(text).toContain(`Balance due ${euros((Number(total) * 100 - 10000) / 100 + '')}`);
    expect(text).toContain(`Due date`);
    expect(text).toContain(ACCOUNT.ref);
    expect(text).toContain('BIC AGRIFRPP');
    expect(text).toContain('€40');
    expect(text).toMatch(/Page 1 of 1/);
  });

  it('answers the same bytes for an issued invoice every time, stored at its first print', async () => {
    const first = bytesOf(await pdf(c.admin, `invoice/pdf?id=${issued.id}`));
    // A payment after the first print does not change what was printed (Total Paid as of that print).
    await addPayment(c, await paymentRefs(c), issued.id, { amount: 1, ref: 'PAY-LATE' });
    const again = bytesOf(await pdf(c.admin, `invoice/pdf?id=${issued.id}`, 'fr'));
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    const [stored] = await c.t.db.query<{ sha256: string; lang: string }>(
      'SELECT sha256, lang FROM invoice_documents WHERE invoice_id = $1',
      [issued.id],
    );
    expect(stored.lang).toBe('en');
    const { createHash } = await import('node:crypto');
    expect(stored.sha256).toBe(createHash('sha256').update(first).digest('hex'));
  });

  it('two first requests at once agree on the bytes', async () => {
    const [a, b] = await Promise.all([
      pdf(c.admin, `invoice/pdf?id=${creditNote.id}`),
      pdf(c.admin, `invoice/pdf?id=${creditNote.id}`),
    ]);
    expect(a.statusCode).toBe(200);
    expect(Buffer.from(bytesOf(a)).equals(Buffer.from(bytesOf(b)))).toBe(true);
  });

  it('prints a draft as Draft (Brouillon in French), made anew and never stored', async () => {
    const en = await pdfText(bytesOf(await pdf(c.admin, `invoice/pdf?id=${draft.id}`)));
    expect(en).toContain('Invoice — Draft');
    expect(en).toContain(`Total ${euros(await grandTotal(draft.id))}`);
    const fr = await pdf(c.admin, `invoice/pdf?id=${draft.id}`, 'fr');
    expect(fr.headers['content-disposition']).toContain(`Facture-Brouillon-${draft.id}.pdf`);
    const text = await pdfText(bytesOf(fr));
    expect(text).toContain('Facture — Brouillon');
    expect(text).toContain(`Total TTC ${euros(await grandTotal(draft.id), 'fr')}`);
    expect(text).toContain('Page 1 sur 1');
    const stored = await c.t.db.query('SELECT 1 FROM invoice_documents WHERE invoice_id = $1', [draft.id]);
    expect(stored).toHaveLength(0);
  });

  it('prints a credit note naming the invoice it corrects, with its negative total', async () => {
    const text = await pdfText(bytesOf(await pdf(c.admin, `invoice/pdf?id=${creditNote.id}`)));
    expect(text).toContain(`Credit note ${creditNote.number}`);
    expect(text).toContain(`Credit note for invoice ${corrected.number}`);
    expect(text).toContain(`Total ${euros(await grandTotal(creditNote.id))}`);
    expect(text).not.toContain('Balance due');
    const invoice = await pdfText(bytesOf(await pdf(c.admin, `invoice/pdf?id=${corrected.id}`)));
    expect(invoice).toContain(`Credit notes ${euros(await grandTotal(creditNote.id))}`);
    expect(invoice).toContain(`Balance due ${euros('0')}`);
  });

  it('runs a long invoice over pages: the head repeated, "Page n of N" on each', async () => {
    const pages = await pdfPages(bytesOf(await pdf(c.admin, `invoice/pdf?id=${long.id}`)));
    expect(pages.length).toBe(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of 2`);
      expect(page).toContain('Description Quantity Rate Tax % Amount');
    });
    expect(pages[1]).toContain('Extra night 30');
    expect(pages[1]).toContain(`Total ${euros(await grandTotal(long.id))}`);
  });

  it('embeds its font: a FontFile2 and no standard-14 font, and stays small', async () => {
    const bytes = bytesOf(await pdf(c.admin, `invoice/pdf?id=${issued.id}`));
    expect(fontFacts(bytes)).toEqual({ standard14: [], embedsTrueType: true });
    expect(bytes.length).toBeLessThan(80_000);
  });

  it('prints the IBAN in groups of 4, the BIC, the holder and the number to put on the transfer', async () => {
    const text = await pdfText(bytesOf(await pdf(c.admin, `invoice/pdf?id=${issued.id}`)));
    expect(text).toContain(`Payment instructions ${ACCOUNT.title} — ${ACCOUNT.ref}`);
    expect(text).toContain('IBAN: FR76 3000 6000 0112 3456 7890 189');
    expect(text).toContain(`BIC: ${BANK.bic}`);
    expect(text).toContain('Account holder: Azur Voyages SAS');
    expect(text).toContain(`Transfer reference: ${issued.number}`);
  });

  it('prints a French invoice in French: its instructions and the payment terms, no English ones', async () => {
    const text = await pdfText(bytesOf(await pdf(c.admin, `invoice/pdf?id=${frInvoice.id}`, 'fr')));
    expect(text).toContain(`Facture ${frInvoice.number}`);
    expect(text).toContain('Instructions de paiement');
    expect(text).toContain('IBAN : FR76 3000 6000 0112 3456 7890 189');
    expect(text).toContain(`BIC : ${BANK.bic}`);
    expect(text).toContain(`Référence du virement : ${frInvoice.number}`);
    expect(text).toContain('Conditions de paiement');
    expect(text).toContain(
      'indemnité forfaitaire de 40 € pour frais de recouvrement (art. L441-10 du Code de commerce)',
    );
    expect(text).toContain("Pas d'escompte pour paiement anticipé.");
    for (const english of [
      'Payment terms',
      'late payment',
      'fixed indemnity',
      'Payment instructions',
      'Transfer reference',
    ])
      expect(text).not.toContain(english);
  });

  it("prints the settings' terms of the document's language, else the statutory ones in it: never the other language's", async () => {
    const { en, fr } = INVOICE_PDF_TEXTS;
    // The statutory terms are the settings' defaults.
    expect([en.statutoryTerms, fr.statutoryTerms]).toEqual([TERMS.en, TERMS.fr]);
    await c.t.db.query(
      `UPDATE saas_tenancy_settings SET invoice_legal_mentions = 'Our own terms, in English.', invoice_legal_mentions_fr = NULL`,
    );
    try {
      const french = await pdfText(bytesOf(await pdf(c.admin, `invoice/pdf?id=${draft.id}`, 'fr')));
      expect(french).not.toContain('Our own terms');
      expect(french).toContain('indemnité forfaitaire de 40 €');
      const english = await pdfText(bytesOf(await pdf(c.admin, `invoice/pdf?id=${draft.id}`)));
      expect(english).toContain('Payment terms Our own terms, in English.');
      expect(english).not.toContain('fixed indemnity');
    } finally {
      await c.t.db.query(
        'UPDATE saas_tenancy_settings SET invoice_legal_mentions = $1, invoice_legal_mentions_fr = $2',
        [TERMS.en, TERMS.fr],
      );
    }
  });

  it('prints no payment instructions and no late-payment terms on a credit note (nothing is due on it)', async () => {
    const english = await pdfText(bytesOf(await pdf(c.admin, `invoice/pdf?id=${creditNote.id}`)));
    const french = await pdfText(bytesOf(await pdf(c.admin, `invoice/pdf?id=${frCreditNote.id}`, 'fr')));
    expect(french).toContain(`Avoir ${frCreditNote.number}`);
    for (const [text, words] of [
      [english, ['Payment terms', 'late payment', '€40', 'Payment instructions', 'IBAN']],
      [french, ['Conditions de paiement', 'retard', '40 €', 'Instructions de paiement', 'IBAN']],
    ] as const)
      for (const word of words) expect(text).not.toContain(word);
    // The seller's legal line stays.
    expect(french).toContain('SAS au capital de 50 000,00 €');
  });

  it("holds agency users to their agency (404) and needs the permission (403); a bad id is a 400 in the caller's language", async () => {
    expect((await pdf(c.agent, `invoice/pdf?id=${issued.id}`)).statusCode).toBe(404);
    expect((await pdf(c.agent, `invoice/pdf?id=${mine.id}`)).statusCode).toBe(200);
    expect((await pdf(c.agent, `invoicepayment/pdf?id=${paymentId}`)).statusCode).toBe(404);
    const rita = await c.t.login({ email: 'rita.reservations@example.com', password: 'Reserve#2026' });
    expect((await pdf(rita, `invoice/pdf?id=${mine.id}`)).statusCode).toBe(403);
    expect((await pdf(rita, `invoicepayment/pdf?id=${paymentId}`)).statusCode).toBe(403);
    expect((await pdf(c.admin, 'invoice/pdf?id=999999')).statusCode).toBe(404);
    const bad = await pdf(c.admin, 'invoice/pdf?id=abc', 'fr');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<Json>().errors)).toEqual(['id']);
    expect((await pdf(c.admin, 'invoicepayment/pdf')).statusCode).toBe(400);
  });
});

describe('receipt PDF', () => {
  it('prints the payment: number, date, type, account, reference, amount, request, and the invoice it settles', async () => {
    const res = await pdf(c.admin, `invoicepayment/pdf?id=${paymentId}`, 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Recu-${paymentId}.pdf`);
    const text = await pdfText(bytesOf(res));
    const invoice = await getInvoice(c, issued.id);
    const total = await grandTotal(issued.id);
    expect(text).toContain(`Reçu de paiement n° ${paymentId}`);
    expect(text).toContain(`Reçu ${euros('100', 'fr')} de ${AGENCY}`);
    expect(text).toContain('PAY-EOLE');
    expect(text).toContain(invoice.requestReference);
    expect(text).toContain(issued.number);
    expect(text).toContain(euros(total, 'fr'));
    expect(text).toContain(euros(String((Number(total) * 100 - 10000) / 100), 'fr'));
    expect(text).toContain('Page 1 sur 1');
  });

  it('prints every invoice a payment settles, each balance after it from the ledger, and what is left on account', async () => {
    // 100 received on frInvoice: 50 settles it, 20 settles `issued` (after its payments of the same day), 30 stays on account.
    const split = await addPayment(c, await paymentRefs(c), frInvoice.id, {
      amount: 100,
      ref: 'PAY-SPLIT',
      allocations: [
        { invoiceId: frInvoice.id, amount: 50 },
        { invoiceId: issued.id, amount: 20 },
      ],
    });
    const text = (await pdfText(bytesOf(await pdf(c.admin, `invoicepayment/pdf?id=${split.id}`, 'fr')))).replace(
      /\s+/g,
      ' ',
    );
    // The latest payment of both: the balance left after it is each invoice's balance in the ledger now.
    const balance = async (id: number) =>
      euros(
        (
          await c.t.db.query<{ b: string }>(
            'SELECT balance::text AS b FROM ledger_documents(NULL) WHERE document_id = $1',
            [id],
          )
        )[0]!.b,
        'fr',
      );
    const [frTotal, issuedTotal] = [await grandTotal(frInvoice.id), await grandTotal(issued.id)];
    expect(text).toContain('Factures réglées');
    expect(text).toMatch(
      new RegExp(`${frInvoice.number} .*?${euros(frTotal, 'fr')} ${euros('50', 'fr')} ${await balance(frInvoice.id)}`),
    );
    expect(text).toMatch(
      new RegExp(`${issued.number} .*?${euros(issuedTotal, 'fr')} ${euros('20', 'fr')} ${await balance(issued.id)}`),
    );
    expect(text).toContain(`Reste au compte de l'agence (avoir disponible) : ${euros('30', 'fr')}.`);
    // A payment settling one invoice in full prints neither.
    const single = await pdfText(bytesOf(await pdf(c.admin, `invoicepayment/pdf?id=${paymentId}`, 'fr')));
    expect(single).toContain('Facture réglée');
    expect(single).not.toContain('avoir disponible');
  });

  it("names the payment type in the receipt's language and ends with the seller's legal line", async () => {
    const [type] = await c.t.db.query<{ title: string }>(
      'SELECT t.title FROM invoice_payments p JOIN infra_type t ON t.id = p.payment_type_id WHERE p.id = $1',
      [paymentId],
    );
    expect(type!.title).toBe('Bank Transfer');
    const french = await pdfText(bytesOf(await pdf(c.admin, `invoicepayment/pdf?id=${paymentId}`, 'fr')));
    expect(french).toContain('Type de paiement Virement bancaire');
    expect(french).not.toContain('Bank Transfer');
    expect(french).toContain(
      'Azur Voyages SAS · SAS au capital de 50 000,00 € · RCS Nice 912345675 · SIRET 91234567500017 · N° TVA FR65912345675',
    );
    const english = await pdfText(bytesOf(await pdf(c.admin, `invoicepayment/pdf?id=${paymentId}`)));
    expect(english).toContain('Payment type Bank transfer');
    expect(english).toContain('SAS with a share capital of €50,000.00 · RCS Nice 912345675 · SIRET 91234567500017');
  });
});
