/**
 * Draws a refund's receipt (the frame of every receipt: receipt-frame.ts): "Refund receipt No.
 * {id}", one sentence of what was paid back to whom, the refund's facts (its payment type in the
 * receipt's language, as the payment receipt prints it), then what credit on account the agency
 * has left after it (refund-receipt-data.ts, from the receivables ledger).
 */
import type { SellerIdentity } from '@domain/legal-identity/requirements.js';
import type { Lang } from '@schema/types.js';
import { drawKeyValues, drawParagraph, formatDay, formatMoney, type TenantLetterhead } from '../../pdf/index.js';
import { accountLine, buildReceipt } from './receipt-frame.js';
import type { RefundReceiptData } from './refund-receipt-data.js';
import { REFUND_RECEIPT_PDF_TEXTS } from './refund-texts.js';
import { paymentTypeName, RECEIPT_PDF_TEXTS } from './texts.js';

export async function buildRefundReceiptPdf(
  data: RefundReceiptData,
  tenant: TenantLetterhead,
  seller: SellerIdentity,
  lang: Lang,
): Promise<Uint8Array> {
  const t = REFUND_RECEIPT_PDF_TEXTS[lang];
  const receipt = RECEIPT_PDF_TEXTS[lang];
  const money = (value: string) => formatMoney(value, data.currencyInitial, lang);
  const frame = {
    title: t.title(data.id),
    subject: data.agencyName,
    lang,
    date: data.refundDate,
    fileKey: `refund:${data.id}:${data.creditLeft}:${lang}`,
    currencyInitial: data.currencyInitial,
    tenant,
    seller,
  };
  return buildReceipt(frame, (doc) => {
    drawParagraph(doc, t.paidBack(money(data.amount), data.agencyName ?? ''), { bold: true, after: 4 });
    drawKeyValues(
      doc,
      [
        [receipt.receiptNumber, String(data.id)],
        [t.refundDate, formatDay(data.refundDate, lang)],
        [receipt.agency, data.agencyName],
        [t.agencyAddress, data.agencyAddress],
        [receipt.amount, money(data.amount)],
        [receipt.paymentType, paymentTypeName(data.paymentTypeName, lang)],
        [receipt.paymentAccount, accountLine(data.paymentAccountName, data.paymentAccountRef)],
        [t.reference, data.ref],
      ],
      { columns: 2 },
    );
    drawKeyValues(doc, [[t.notes, data.notes]]);
    drawParagraph(doc, t.creditLeft(money(data.creditLeft)), { bold: true, after: 4 });
  });
}
