/**
 * Draws the payment receipt: letterhead with "Payment receipt No. {id}", one sentence of what was
 * received from whom, the payment's facts (§2.5; its type in the receipt's language), then the
 * invoices it settles (receipt-data.ts, from the receivables ledger): each one's number and total,
 * this payment's share, and the balance left after it; what of it was refunded and what is left
 * on account when there is some; the seller's legal line at the foot, as the invoice prints it.
 */
import type { SellerIdentity } from '@domain/legal-identity/requirements.js';
import type { Lang } from '@schema/types.js';
import {
  drawHeading,
  drawKeyValues,
  drawParagraph,
  drawTable,
  formatDay,
  formatMoney,
  type TenantLetterhead,
} from '../../pdf/index.js';
import type { ReceiptData } from './receipt-data.js';
import { accountLine, buildReceipt } from './receipt-frame.js';
import { paymentTypeName, RECEIPT_PDF_TEXTS } from './texts.js';

export async function buildReceiptPdf(
  data: ReceiptData,
  tenant: TenantLetterhead,
  seller: SellerIdentity,
  lang: Lang,
): Promise<Uint8Array> {
  const t = RECEIPT_PDF_TEXTS[lang];
  const money = (value: string) => formatMoney(value, data.currencyInitial, lang);
  const frame = {
    title: t.title(data.id),
    subject: data.agencyName,
    lang,
    date: data.paymentDate,
    fileKey: `receipt:${data.id}:v${data.version}:${lang}`,
    currencyInitial: data.currencyInitial,
    tenant,
    seller,
  };
  return buildReceipt(frame, (doc) => {
    drawParagraph(doc, t.received(money(data.amount), data.agencyName ?? ''), { bold: true, after: 4 });
    drawKeyValues(
      doc,
      [
        [t.receiptNumber, String(data.id)],
        [t.paymentDate, formatDay(data.paymentDate, lang)],
        [t.paymentType, paymentTypeName(data.paymentTypeName, lang)],
        [t.paymentAccount, accountLine(data.paymentAccountName, data.paymentAccountRef)],
        [t.paymentRef, data.ref],
        [t.amount, money(data.amount)],
        [t.agency, data.agencyName],
        [t.agencyReference, data.agencyReference],
        [t.requestReference, [data.supplierInitial, data.requestReference].filter(Boolean).join('-')],
        [t.passenger, data.passengerName],
      ],
      { columns: 2 },
    );
    drawHeading(doc, data.invoices.length > 1 ? t.settlesMany : t.settles);
    const right = { halign: 'right' as const };
    drawTable(doc, {
      head: [[t.invoice, t.issueDate, t.invoiceTotal, t.thisPayment, t.balanceAfter]],
      body: data.invoices.map((invoice) => [
        invoice.invoiceNumber ?? t.draftInvoice,
        formatDay(invoice.invoiceIssueDate, lang),
        money(invoice.invoiceTotal),
        money(invoice.settled),
        money(invoice.balanceAfter),
      ]),
      columnStyles: { 2: right, 3: right, 4: right },
    });
    if (Number(data.refunded) !== 0) drawParagraph(doc, t.refunded(money(data.refunded)), { after: 2 });
    if (Number(data.onAccount) !== 0) drawParagraph(doc, t.onAccount(money(data.onAccount)), { bold: true, after: 4 });
  });
}
