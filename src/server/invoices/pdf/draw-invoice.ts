/**
 * Draws the invoice or credit note (issue 21, "Invoice, credit note and receipt documents"):
 * letterhead with the type and number (or Draft), the agency billed, the request's facts, the
 * rows with their taxes and totals, then for an invoice the payment instructions (the account,
 * its IBAN and BIC, the number to put on the transfer) and its payment terms in the document's
 * language; the seller's legal line at the foot of both. A credit note claims nothing: no
 * instructions, no late-payment terms. Pure: the same data, letterhead, language and day give the
 * same bytes.
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
  formatIban,
  formatMoney,
  formatQuantity,
  CELL_PADDING,
  measureText,
  plainLines,
  sellerLegalLine,
  type PdfDocument,
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

/** A line of the totals: its label, its amount, bold or not. */
type TotalLine = readonly [label: string, amount: string, bold?: boolean];

/** The foot of the rows table: a label over the columns before Amount, the amount under it. */
const footRow = ([label, amount, bold = false]: TotalLine, span: number): RowInput => [
  { content: label, colSpan: span, styles: { halign: 'right', fontStyle: bold ? 'bold' : 'normal' } },
  { content: amount, styles: { halign: 'right', fontStyle: bold ? 'bold' : 'normal' } },
];

/** Under the margin scheme the invoice shows no VAT at all: no Tax % column, no tax lines, one total. */
const showsVat = (data: InvoicePdfData) => data.regime === 'standard';

function totalLines(data: InvoicePdfData, lang: Lang, t: InvoicePdfTexts): TotalLine[] {
  const { head } = data;
  const money = (value: string) => formatMoney(value, head.currencyInitial, lang);
  const lines: TotalLine[] = [];
  if (showsVat(data)) {
    lines.push([t.subtotal, money(head.subtotal)]);
    for (const tax of data.taxes) lines.push([t.tax(formatQuantity(tax.rate, lang), money(tax.base)), money(tax.tax)]);
  }
  lines.push([showsVat(data) ? t.total : t.totalNoVat, money(head.grandTotal), true]);
  if (head.documentType === 'invoice') {
    if (Number(head.credited) !== 0) lines.push([t.credited, money(head.credited)]);
    lines.push([t.totalPaid, money(head.paidTotal)]);
    lines.push([t.balanceDue, money(head.balanceDue), true]);
  }
  return lines;
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
 * Where and how to pay an invoice: the account the Finance settings print (title and reference),
 * for a bank account its holder, IBAN (in groups of 4) and BIC with the invoice number as the
 * transfer's reference, its description; for another account the number to quote.
 */
function drawPaymentInstructions(doc: PdfDocument, data: InvoicePdfData, t: InvoicePdfTexts): void {
  const { head, account, seller } = data;
  if (!account) return;
  const bank = seller.paymentAccount?.iban ? seller.paymentAccount : null;
  drawHeading(doc, t.paymentInstructions);
  drawParagraph(doc, [account.title, account.ref].filter(Boolean).join(' — '), { bold: true, after: 1 });
  if (bank) {
    const lines: [string, string | null][] = [
      [t.accountHolder, seller.legalName],
      [t.iban, formatIban(bank.iban!)],
      [t.bic, bank.bic],
      [t.transferReference, head.number],
    ];
    const shown = lines.filter(([, value]) => value).map(([label, value]) => t.labelled(label, value!));
    drawParagraph(doc, shown.join('\n'), { after: 1 });
  }
  drawParagraph(doc, plainLines(account.description), { after: 1 });
  if (head.number && !bank) drawParagraph(doc, t.paymentReference(head.number), { muted: true });
  doc.y += 2;
}

/**
 * The payment terms of an invoice in its language: the Finance settings' text in that language
 * (the tenant's own terms), else the statutory ones of texts.ts; never the other language's.
 */
function paymentTerms(data: InvoicePdfData, t: InvoicePdfTexts, lang: Lang): string {
  const own = lang === 'fr' ? data.seller.legalMentionsFr : data.seller.legalMentionsEn;
  return own?.trim() || t.statutoryTerms;
}

/** A money column at least `least` mm wide, wider when one of its figures needs it (never broken). */
function moneyWidth(doc: PdfDocument, least: number, body: string[], foot: string[]): number {
  const widest = Math.max(measureText(doc, body), measureText(doc, foot, { bold: true }));
  return Math.max(least, Math.ceil(widest + 2 * CELL_PADDING + 1));
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
  const body = data.rows.map((row) => ({
    description: plainLines(row.description) || row.serviceName || '',
    quantity: formatQuantity(row.quantity, lang),
    rate: money(row.fee),
    tax: formatQuantity(row.taxRate, lang),
    amount: money(row.subtotal),
  }));
  const totals = totalLines(data, lang, t);
  // Rate and Amount as wide as their widest figure (at least their usual 28 and 30 mm): a
  // nine-digit amount is never broken over two lines.
  const rateWidth = moneyWidth(
    doc,
    28,
    body.map((row) => row.rate),
    [],
  );
  const amountWidth = moneyWidth(
    doc,
    30,
    body.map((row) => row.amount),
    totals.map(([, amount]) => amount),
  );
  drawTable(doc, {
    head: [
      vat ? [t.description, t.quantity, t.rate, t.taxPercent, t.amount] : [t.description, t.quantity, t.rate, t.amount],
    ],
    body: body.map((row): CellInput[] => [
      row.description,
      row.quantity,
      row.rate,
      ...(vat ? [row.tax] : []),
      row.amount,
    ]),
    foot: totals.map((line) => footRow(line, vat ? 4 : 3)),
    columnStyles: vat
      ? {
          1: { ...right, cellWidth: 20 },
          2: { ...right, cellWidth: rateWidth },
          3: { ...right, cellWidth: 16 },
          4: { ...right, cellWidth: amountWidth },
        }
      : {
          1: { ...right, cellWidth: 20 },
          2: { ...right, cellWidth: rateWidth },
          3: { ...right, cellWidth: amountWidth },
        },
    after: 6,
  });
  if (!vat) drawParagraph(doc, t.marginScheme, { bold: true, size: FONT_SIZE.small, after: 3 });

  if (head.documentType === 'invoice') {
    drawPaymentInstructions(doc, data, t);
    drawParagraph(doc, t.legalMentions, { bold: true, size: FONT_SIZE.small, after: 0.5 });
    drawParagraph(doc, paymentTerms(data, t, lang), { size: FONT_SIZE.small, muted: true });
  }
  const legalLine = sellerLegalLine(data.seller, lang, head.currencyInitial);
  if (legalLine) drawParagraph(doc, legalLine, { size: FONT_SIZE.small, muted: true });
  return finishPdf(doc);
}
