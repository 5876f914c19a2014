/**
 * A real invoice PDF without a database: the issue-21 drawing (`buildInvoicePdf`, jsPDF) of an
 * issued invoice or credit note with the demo tenant's letterhead (its PNG logo has an alpha
 * channel, so the PDF holds a soft mask) and `rows` rows in two tax rates, and the same document
 * as an EInvoice for `ciiXml` (fictitious identities). Used by the Factur-X tests and
 * `tests/bench/facturx.ts`.
 */
import { imageSize } from 'image-size';
import type { EInvoice } from '@domain/e-invoicing/index.js';
import type { Lang } from '@schema/types.js';
import type { InvoicePdfData, InvoicePdfRow } from '@server/invoices/pdf/invoice-data.js';
import { buildInvoicePdf } from '@server/invoices/pdf/draw-invoice.js';
import type { TenantLetterhead } from '@server/pdf/index.js';
import { DEMO_IMAGES } from '@server/seed/demo-images.js';

const ISSUE_DATE = '2026-11-28';

function letterhead(): TenantLetterhead {
  const bytes = new Uint8Array(Buffer.from(DEMO_IMAGES.lightLogo.base64, 'base64'));
  const { width, height } = imageSize(bytes);
  return {
    companyName: 'Azur Voyages SAS',
    details: ['12 promenade des Anglais', '06000 Nice, France', 'factures@azur-voyages.example'],
    logo: { bytes, format: 'PNG', width: width ?? 1, height: height ?? 1 },
  };
}

/** Cents → "123.45" without floats. */
const money = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function invoicePdfData(rows: number, documentType: 'invoice' | 'creditNote' = 'invoice'): InvoicePdfData {
  const lines: InvoicePdfRow[] = [];
  const bases = new Map<string, number>();
  for (let n = 1; n <= rows; n++) {
    const quantity = 1 + (n % 4);
    const feeCents = 5_000 + ((n * 137) % 9_700);
    const taxRate = n % 3 === 0 ? '10.00' : '20.00';
    bases.set(taxRate, (bases.get(taxRate) ?? 0) + quantity * feeCents);
    lines.push({
      description: `<p>Hôtel Lumière Opéra — Chambre ${n}, petit-déjeuner</p>`,
      serviceName: 'Hotel',
      quantity: `${quantity}.00`,
      fee: money(feeCents),
      taxRate,
      subtotal: money(quantity * feeCents),
    });
  }
  const taxes = [...bases].map(([rate, base]) => ({
    rate,
    base: money(base),
    tax: money(Math.round((base * Number(rate)) / 100)), // integer cents × integer percent: exact
  }));
  const subtotal = [...bases.values()].reduce((a, b) => a + b, 0);
  const taxTotal = taxes.reduce((sum, t) => sum + Math.round(Number(t.tax) * 100), 0);
  const number = documentType === 'invoice' ? 'INV-2026-00042' : 'CRN-2026-00007';
  return {
    head: {
      id: 42,
      agencyId: 7,
      version: 3,
      documentType,
      number,
      status: 1,
      issueDate: ISSUE_DATE,
      dueDate: '2026-12-28',
      requestReference: 'FIT-000123',
      supplierInitial: 'AZ',
      requestTypeId: 1,
      agencyName: 'Agence Éole Şişli & Fils',
      agencyReference: 'EOLE-7',
      agencyAddress: '3 rue de la République',
      agencyCity: 'Lyon',
      agencyCountry: 'France',
      agencyEmail: 'eole@example.com',
      firstCheckInDate: '2027-03-01',
      passengerName: 'Marie Dupont',
      pax: 2,
      currencyName: 'Euro',
      currencyInitial: 'EUR',
      correctsInvoiceNumber: documentType === 'creditNote' ? 'INV-2026-00041' : null,
      correctsIssueDate: documentType === 'creditNote' ? '2026-11-02' : null,
      subtotal: money(subtotal),
      taxTotal: money(taxTotal),
      grandTotal: money(subtotal + taxTotal),
      paidTotal: '0.00',
      credited: '0.00',
      balanceDue: money(subtotal + taxTotal),
    },
    rows: lines,
    taxes,
    account: { title: 'Banque Azur', ref: 'FR76 3000 6000 0112 3456 7890 189', description: '<p>BIC AGRIFRPP</p>' },
    regime: 'standard',
    seller: {
      legalName: 'Azur Voyages SAS',
      legalForm: 'SAS',
      shareCapital: '50000.00',
      rcsCity: 'Nice',
      siren: '912345675',
      siret: '91234567500017',
      vatNumber: 'FR65912345675',
      street: '12 Promenade des Anglais',
      postcode: '06000',
      city: 'Nice',
      countryCode: 'FR',
      electronicAddress: null,
      email: 'accounting@azur-voyages.example',
      vatRegime: 'standard',
      eInvoicing: 'auto',
      eInvoicingOn: true,
      legalMentionsFr: 'Pénalités de retard : trois fois le taux d’intérêt légal ; indemnité forfaitaire de 40 €.',
      legalMentionsEn: null,
      paymentAccount: { id: 1, title: 'Banque Azur', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
    },
    buyer: {
      agencyId: 1,
      name: 'Éole Şişli',
      legalName: 'Agence Éole Şişli & Fils',
      siren: '928765437',
      siret: null,
      vatNumber: null,
      street: '3 rue de la République',
      postcode: '69002',
      city: 'Lyon',
      countryCode: 'FR',
      electronicAddress: null,
      email: null,
    },
  };
}

/** The invoice PDF as `GET /api/finance/invoice/pdf` answers it for an issued document. */
export const invoicePdf = (rows = 3, lang: Lang = 'fr', documentType: 'invoice' | 'creditNote' = 'invoice') =>
  buildInvoicePdf(invoicePdfData(rows, documentType), letterhead(), lang, ISSUE_DATE);

const plain = (html: string) => html.replace(/<[^>]+>/g, '').trim();

/** The same document as the EN 16931 model (standard VAT, two rates), as the lead's mapping would give it. */
export function einvoiceOf(data: InvoicePdfData): EInvoice {
  const { head } = data;
  const address = (street: string, postcode: string, city: string) => ({ street, postcode, city, countryCode: 'FR' });
  const credit = head.documentType === 'creditNote';
  return {
    number: head.number!,
    typeCode: credit ? '381' : '380',
    issueDate: head.issueDate!,
    dueDate: credit ? null : head.dueDate,
    currency: 'EUR',
    buyerReference: head.agencyReference,
    precedingInvoice: credit ? { number: head.correctsInvoiceNumber!, issueDate: head.correctsIssueDate! } : null,
    seller: {
      name: 'Azur Voyages SAS',
      siren: '123456782',
      siret: '12345678200010',
      vatNumber: 'FR24123456782',
      electronicAddress: '123456782',
      address: address('12 promenade des Anglais', '06000', 'Nice'),
      email: 'factures@azur-voyages.example',
      legalForm: 'SAS',
      shareCapital: '50000.00',
      rcsCity: 'Nice',
    },
    buyer: {
      name: head.agencyName,
      siren: '987654324',
      siret: null,
      vatNumber: null,
      electronicAddress: null,
      address: address('3 rue de la République', '69002', 'Lyon'),
      email: head.agencyEmail,
    },
    lines: data.rows.map((row, i) => ({
      id: String(i + 1),
      name: plain(row.description),
      quantity: row.quantity,
      netPrice: row.fee,
      lineTotal: row.subtotal,
      vatCategory: 'S',
      vatRate: row.taxRate,
    })),
    vat: data.taxes.map((t) => ({
      category: 'S',
      rate: t.rate,
      basis: t.base,
      tax: t.tax,
      exemptionReason: null,
      exemptionCode: null,
    })),
    totals: {
      lineTotal: head.subtotal,
      taxBasis: head.subtotal,
      taxTotal: head.taxTotal,
      grandTotal: head.grandTotal,
      paid: head.paidTotal,
      due: head.balanceDue,
    },
    payment: credit ? null : { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', accountName: 'Azur Voyages SAS' },
    notes: [
      { subjectCode: 'PMD', text: 'Pénalités de retard : trois fois le taux d’intérêt légal.' },
      { subjectCode: 'PMT', text: 'Indemnité forfaitaire pour frais de recouvrement : 40 €.' },
      { subjectCode: 'AAB', text: 'Pas d’escompte pour paiement anticipé.' },
    ],
  };
}

/** A small well-formed CII-shaped XML until part B's ciiXml exists (accents and an ampersand on purpose). */
export const SAMPLE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100">
  <rsm:ExchangedDocument><ram:ID xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">INV-2026-00042</ram:ID></rsm:ExchangedDocument>
  <!-- Agence Éole Şişli &amp; Fils -->
</rsm:CrossIndustryInvoice>
`;
