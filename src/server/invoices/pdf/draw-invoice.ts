/**
 * Draws the invoice or credit note (issue 21, "Invoice, credit note and receipt documents"):
 * letterhead with the type and number (or Draft), the agency billed, the request's facts, the
 * rows with their taxes and totals, then for an invoice the payment instructions, and the legal
 * mentions. Pure: the same data, letterhead, language and day give the same bytes.
 */
import type { CellInput, RowInput } from 'jspdf-autotable';
import { REQUEST_TYPE_NAMES } from '@domain/reservations/request-schema.js';
import type { Lang } from '@schema/types.js';
import {
  createPdf,
  drawHeading,
  drawKeyValues,
  drawLetterhead,
  drawParagraph,
  drawTable,
  finishPdf,
  FONT_SIZE,
  formatDay,
  formatMoney,
  formatQuantity,
  plainLines,
  type TenantLetterhead,
} from '../../pdf/index.js';
import type { InvoicePdfData, InvoicePdfHead } from './invoice-data.js';
import { INVOICE_PDF_TEXTS, type InvoicePdfTexts } from './texts.js';

/** The request's reference as the screens show it: supplier initial and a dash first when present. */
export const shownRequestReference = (h: Pick<InvoicePdfHead, 'supplierInitial' | 'requestReference'>) =>
  [h.supplierInitial, h.requestReference].filter(Boolean).join('-');

export function invoicePdfTitle(head: InvoicePdfHead, t: InvoicePdfTexts): string {
  const kind = head.documentType === 'creditNote' ? t.creditNote : t.invoice;
  return head.number ? `${kind} ${head.number}` : `${kind} — ${t.draft}`;
}

export function invoicePdfFileName(head: Pick<InvoicePdfHead, 'id' | 'number' | 'documentType'>, lang: Lang): string {
  const t = INVOICE_PDF_TEXTS[lang];
  const kind = (head.documentType === 'creditNote' ? t.creditNote : t.invoice).replace(/ /g, '-');
  return t.fileName(kind, head.number ?? `${t.draft}-${head.id}`);
}

/** The foot of the rows table: a label over the columns before Amount, the amount under it. */
const footRow = (label: string, amount: string, span: number, bold = false): RowInput => [
  { content: label, colSpan: span, styles: { halign: 'right', fontStyle: bold ? 'bold' : 'normal' } },
  { content: amount, styles: { halign: 'right', fontStyle: bold ? 'bold' : 'normal' } },
];

/** Under the margin scheme the invoice shows no VAT at all: no Tax % column, no tax lines, one total. */
const showsVat = (data: InvoicePdfData) => data.regime === 'standard';

function totalsFoot(data: InvoicePdfData, lang: Lang, t: InvoicePdfTexts): RowInput[] {
  const { head } = data;
  const money = (value: string) => formatMoney(value, head.currencyInitial, lang);
  const span = showsVat(data) ? 4 : 3;
  const foot: RowInput[] = [];
  if (showsVat(data)) {
    foot.push(footRow(t.subtotal, money(head.subtotal), span));
    for (const tax of data.taxes)
      foot.push(footRow(t.tax(formatQuantity(tax.rate, lang), money(tax.base)), money(tax.tax), span));
  }
  foot.push(footRow(showsVat(data) ? t.total : t.totalNoVat, money(head.grandTotal), span, true));
  if (head.documentType === 'invoice') {
    if (Number(head.credited) !== 0) foot.push(footRow(t.credited, money(head.credited), span));
    foot.push(footRow(t.totalPaid, money(head.paidTotal), span));
    foot.push(footRow(t.balanceDue, money(head.balanceDue), span, true));
  }
  return foot;
}

function agencyLines(data: InvoicePdfData, t: InvoicePdfTexts): string {
  const { head, buyer } = data;
  const structured = buyer?.street && buyer.postcode && buyer.city;
  const address = structured
    ? [buyer.street, `${buyer.postcode} ${buyer.city}`, buyer.countryCode].join('\n')
    : [head.agencyAddress, [head.agencyCity, head.agencyCountry].filter(Boolean).join(', ')].filter(Boolean).join('\n');
  const ids = [
    buyer?.siren && `${t.siren} ${buyer.siren}`,
    buyer?.vatNumber && `${t.vatNumber} ${buyer.vatNumber}`,
  ].filter(Boolean);
  return [address, head.agencyEmail, ids.join(' · ')].filter(Boolean).join('\n');
}

/**
 * The seller's legal line at the foot (Code de commerce R123-237): name, legal form and share
 * capital, RCS city with the SIREN, SIRET, VAT number; what the tenant has filled in.
 */
function sellerLegalLine(data: InvoicePdfData, t: InvoicePdfTexts, lang: Lang): string {
  const s = data.seller;
  return [
    s.legalName,
    s.legalForm && s.shareCapital
      ? t.shareCapital(s.legalForm, formatMoney(s.shareCapital, data.head.currencyInitial ?? 'EUR', lang))
      : s.legalForm,
    s.rcsCity && s.siren ? t.rcs(s.rcsCity, s.siren) : s.siren && `${t.siren} ${s.siren}`,
    s.siret && `${t.siret} ${s.siret}`,
    s.vatNumber && `${t.vatNumber} ${s.vatNumber}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

export async function buildInvoicePdf(
  data: InvoicePdfData,
  tenant: TenantLetterhead,
  lang: Lang,
  today: string,
): Promise<Uint8Array> {
  const { head } = data;
  const t = INVOICE_PDF_TEXTS[lang];
  const title = invoicePdfTitle(head, t);
  const doc = await createPdf({
    title,
    subject: head.agencyName,
    lang,
    // An issued document is dated by its issue; a draft by the day it is printed.
    date: head.issueDate ?? today,
    fileKey: head.number
      ? `invoice:${head.id}:${head.number}:${lang}`
      : `invoice:${head.id}:v${head.version}:${today}:${lang}`,
  });
  drawLetterhead(doc, tenant);
  if (head.documentType === 'creditNote' && head.correctsInvoiceNumber)
    drawParagraph(doc, t.correcting(head.correctsInvoiceNumber, formatDay(head.correctsIssueDate, lang)), {
      bold: true,
    });
  if (!head.number) drawParagraph(doc, t.draftNotice, { muted: true });

  drawParagraph(doc, t.billedTo, { muted: true, size: FONT_SIZE.small, after: 0.5 });
  drawParagraph(doc, head.agencyName, { bold: true, after: 0.5 });
  drawParagraph(doc, agencyLines(data, t), { after: 4 });

  drawKeyValues(
    doc,
    [
      [t.number, head.number ?? t.draft],
      [t.issueDate, formatDay(head.issueDate, lang)],
      [t.dueDate, head.documentType === 'invoice' ? formatDay(head.dueDate, lang) : ''],
      [t.requestReference, shownRequestReference(head)],
      [t.requestType, REQUEST_TYPE_NAMES[head.requestTypeId] ?? ''],
      [t.agencyReference, head.agencyReference],
      [t.firstCheckIn, formatDay(head.firstCheckInDate, lang)],
      [t.passenger, head.passengerName],
      [t.pax, String(head.pax)],
      [t.currency, [head.currencyName, head.currencyInitial && `(${head.currencyInitial})`].filter(Boolean).join(' ')],
    ],
    { columns: 2 },
  );

  const money = (value: string) => formatMoney(value, head.currencyInitial, lang);
  const right = { halign: 'right' as const };
  const vat = showsVat(data);
  drawTable(doc, {
    head: [
      vat ? [t.description, t.quantity, t.rate, t.taxPercent, t.amount] : [t.description, t.quantity, t.rate, t.amount],
    ],
    body: data.rows.map((row): CellInput[] => [
      plainLines(row.description) || row.serviceName || '',
      formatQuantity(row.quantity, lang),
      money(row.fee),
      ...(vat ? [formatQuantity(row.taxRate, lang)] : []),
      money(row.subtotal),
    ]),
    foot: totalsFoot(data, lang, t),
    columnStyles: vat
      ? {
          1: { ...right, cellWidth: 20 },
          2: { ...right, cellWidth: 28 },
          3: { ...right, cellWidth: 16 },
          4: { ...right, cellWidth: 30 },
        }
      : { 1: { ...right, cellWidth: 20 }, 2: { ...right, cellWidth: 28 }, 3: { ...right, cellWidth: 30 } },
    after: 6,
  });
  if (!vat) drawParagraph(doc, t.marginScheme, { bold: true, size: FONT_SIZE.small, after: 3 });

  if (head.documentType === 'invoice' && data.account) {
    const { title: accountTitle, ref, description } = data.account;
    drawHeading(doc, t.paymentInstructions);
    drawParagraph(doc, [accountTitle, ref, plainLines(description)].filter(Boolean).join('\n'), { after: 1 });
    if (head.number) drawParagraph(doc, t.paymentReference(head.number), { muted: true });
  }
  // The French text when there is one, else the English one.
  const mentions = (lang === 'fr' && data.seller.legalMentionsFr) || data.seller.legalMentionsEn;
  if (mentions) {
    drawParagraph(doc, t.legalMentions, { bold: true, size: FONT_SIZE.small, after: 0.5 });
    drawParagraph(doc, mentions, { size: FONT_SIZE.small, muted: true });
  }
  const legalLine = sellerLegalLine(data, t, lang);
  if (legalLine) drawParagraph(doc, legalLine, { size: FONT_SIZE.small, muted: true });
  return finishPdf(doc);
}
