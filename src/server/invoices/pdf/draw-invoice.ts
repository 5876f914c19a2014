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

/** The foot of the rows table: a label over the first four columns, the amount under Amount. */
const footRow = (label: string, amount: string, bold = false): RowInput => [
  { content: label, colSpan: 4, styles: { halign: 'right', fontStyle: bold ? 'bold' : 'normal' } },
  { content: amount, styles: { halign: 'right', fontStyle: bold ? 'bold' : 'normal' } },
];

function totalsFoot(data: InvoicePdfData, lang: Lang, t: InvoicePdfTexts): RowInput[] {
  const { head } = data;
  const money = (value: string) => formatMoney(value, head.currencyInitial, lang);
  const foot: RowInput[] = [footRow(t.subtotal, money(head.subtotal))];
  for (const tax of data.taxes)
    foot.push(footRow(t.tax(formatQuantity(tax.rate, lang), money(tax.base)), money(tax.tax)));
  foot.push(footRow(t.total, money(head.grandTotal), true));
  if (head.documentType === 'invoice') {
    if (Number(head.credited) !== 0) foot.push(footRow(t.credited, money(head.credited)));
    foot.push(footRow(t.totalPaid, money(head.paidTotal)));
    foot.push(footRow(t.balanceDue, money(head.balanceDue), true));
  }
  return foot;
}

function agencyLines(head: InvoicePdfHead): string {
  const place = [head.agencyCity, head.agencyCountry].filter(Boolean).join(', ');
  return [head.agencyAddress, place, head.agencyEmail].filter(Boolean).join('\n');
}

export function buildInvoicePdf(data: InvoicePdfData, tenant: TenantLetterhead, lang: Lang, today: string): Uint8Array {
  const { head } = data;
  const t = INVOICE_PDF_TEXTS[lang];
  const title = invoicePdfTitle(head, t);
  const doc = createPdf({
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
  drawParagraph(doc, agencyLines(head), { after: 4 });

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
  drawTable(doc, {
    head: [[t.description, t.quantity, t.rate, t.taxPercent, t.amount]],
    body: data.rows.map((row): CellInput[] => [
      plainLines(row.description) || row.serviceName || '',
      formatQuantity(row.quantity, lang),
      money(row.fee),
      formatQuantity(row.taxRate, lang),
      money(row.subtotal),
    ]),
    foot: totalsFoot(data, lang, t),
    columnStyles: {
      1: { ...right, cellWidth: 20 },
      2: { ...right, cellWidth: 28 },
      3: { ...right, cellWidth: 16 },
      4: { ...right, cellWidth: 30 },
    },
    after: 6,
  });

  if (head.documentType === 'invoice' && data.account) {
    const { title: accountTitle, ref, description } = data.account;
    drawHeading(doc, t.paymentInstructions);
    drawParagraph(doc, [accountTitle, ref, plainLines(description)].filter(Boolean).join('\n'), { after: 1 });
    if (head.number) drawParagraph(doc, t.paymentReference(head.number), { muted: true });
  }
  if (data.legalMentions) {
    drawParagraph(doc, t.legalMentions, { bold: true, size: FONT_SIZE.small, after: 0.5 });
    drawParagraph(doc, data.legalMentions, { size: FONT_SIZE.small, muted: true });
  }
  return finishPdf(doc);
}
