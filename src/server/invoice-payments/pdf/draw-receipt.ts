/**
 * Draws the payment receipt: letterhead with "Payment receipt No. {id}", one sentence of what was
 * received from whom, the payment's facts (§2.5; its type in the receipt's language), then the
 * invoice it settles: its number and total, this payment, and the balance left after it; the
 * seller's legal line at the foot, as the invoice prints it.
 */
import type { SellerIdentity } from '@domain/legal-identity/requirements.js';
import type { Lang } from '@schema/types.js';
import {
  createPdf,
  drawHeading,
  drawKeyValues,
  drawLetterhead,
  drawParagraph,
  drawTable,
  finishPdf,
  formatDay,
  formatMoney,
  FONT_SIZE,
  sellerLegalLine,
  type TenantLetterhead,
} from '../../pdf/index.js';
import type { ReceiptData } from './receipt-data.js';
import { paymentTypeName, RECEIPT_PDF_TEXTS } from './texts.js';

export async function buildReceiptPdf(
  data: ReceiptData,
  tenant: TenantLetterhead,
  seller: SellerIdentity,
  lang: Lang,
): Promise<Uint8Array> {
  const t = RECEIPT_PDF_TEXTS[lang];
  const money = (value: string) => formatMoney(value, data.currencyInitial, lang);
  const doc = await createPdf({
    title: t.title(data.id),
    subject: data.agencyName ?? undefined,
    lang,
    date: data.paymentDate,
    fileKey: `receipt:${data.id}:v${data.version}:${lang}`,
  });
  drawLetterhead(doc, tenant);
  drawParagraph(doc, t.received(money(data.amount), data.agencyName ?? ''), { bold: true, after: 4 });
  drawKeyValues(
    doc,
    [
      [t.receiptNumber, String(data.id)],
      [t.paymentDate, formatDay(data.paymentDate, lang)],
      [t.paymentType, paymentTypeName(data.paymentTypeName, lang)],
      [t.paymentAccount, [data.paymentAccountName, data.paymentAccountRef].filter(Boolean).join(' — ')],
      [t.paymentRef, data.ref],
      [t.amount, money(data.amount)],
      [t.agency, data.agencyName],
      [t.agencyReference, data.agencyReference],
      [t.requestReference, [data.supplierInitial, data.requestReference].filter(Boolean).join('-')],
      [t.passenger, data.passengerName],
    ],
    { columns: 2 },
  );
  drawHeading(doc, t.settles);
  const right = { halign: 'right' as const };
  drawTable(doc, {
    head: [[t.invoice, t.issueDate, t.invoiceTotal, t.thisPayment, t.balanceAfter]],
    body: [
      [
        data.invoiceNumber ?? t.draftInvoice,
        formatDay(data.invoiceIssueDate, lang),
        money(data.invoiceTotal),
        money(data.amount),
        money(data.balanceAfter),
      ],
    ],
    columnStyles: { 2: right, 3: right, 4: right },
  });
  drawParagraph(doc, sellerLegalLine(seller, lang, data.currencyInitial), { size: FONT_SIZE.small, muted: true });
  return finishPdf(doc);
}
