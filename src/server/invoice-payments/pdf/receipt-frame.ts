/**
 * What every receipt of the module prints around its own content (the payment's receipt,
 * draw-receipt.ts; a refund's, draw-refund-receipt.ts): a PDF dated by the document's own day, the
 * tenant's letterhead with the receipt's title, then its content, then the seller's legal line at
 * the foot, as the invoice prints it.
 */
import type { SellerIdentity } from '@domain/legal-identity/requirements.js';
import type { Lang } from '@schema/types.js';
import {
  createPdf,
  drawLetterhead,
  drawParagraph,
  finishPdf,
  FONT_SIZE,
  sellerLegalLine,
  type PdfDocument,
  type TenantLetterhead,
} from '../../pdf/index.js';

export interface ReceiptFrame {
  /** The letterhead's title line and the PDF's Title: "Payment receipt No. 17". */
  title: string;
  /** The PDF's Subject: the agency's name. */
  subject: string | null;
  lang: Lang;
  /** The receipt's own day (its CreationDate: the same bytes every time). */
  date: string;
  /** What identifies the content (`receipt:17:v2:en`), hashed into the file identifier. */
  fileKey: string;
  /** The currency of the share capital the legal line names. */
  currencyInitial: string | null;
  tenant: TenantLetterhead;
  seller: SellerIdentity;
}

/** A receipt: the letterhead, what `drawContent` draws, the legal line; the bytes. */
export async function buildReceipt(frame: ReceiptFrame, drawContent: (doc: PdfDocument) => void): Promise<Uint8Array> {
  const doc = await createPdf({
    title: frame.title,
    subject: frame.subject ?? undefined,
    lang: frame.lang,
    date: frame.date,
    fileKey: frame.fileKey,
  });
  drawLetterhead(doc, frame.tenant);
  drawContent(doc);
  drawParagraph(doc, sellerLegalLine(frame.seller, frame.lang, frame.currencyInitial), {
    size: FONT_SIZE.small,
    muted: true,
  });
  return finishPdf(doc);
}

/** An account as receipts print it: its title and its reference (`Main bank — FR76…`). */
export const accountLine = (title: string | null, ref: string | null): string =>
  [title, ref].filter(Boolean).join(' — ');
