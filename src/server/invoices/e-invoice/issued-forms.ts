/**
 * The forms of an issued invoice or credit note, made once and kept (pdf/stored.ts): its PDF and,
 * with e-invoicing on, its CII XML from the same read, so both carry the same figures (Total Paid
 * as of that first print) and neither changes afterwards. A document stored before e-invoicing was
 * on gets its XML at its first electronic request, from the figures of that moment.
 */
import { buyerGaps, sellerGaps } from '@domain/legal-identity/requirements.js';
import { ciiXml } from '@domain/e-invoicing/cii-xml.js';
import type { Lang } from '@schema/types.js';
import type { Db } from '../../db/types.js';
import { HttpError, notFound } from '../../errors.js';
import { loadTenantLetterhead } from '../../pdf/index.js';
import { eInvoicingGapsMessage, invoiceMessage } from '../messages.js';
import { buildInvoicePdf } from '../pdf/draw-invoice.js';
import { readInvoicePdfData, type InvoicePdfData } from '../pdf/invoice-data.js';
import { readStoredInvoicePdf, storeInvoicePdf } from '../pdf/stored.js';
import { sellerIdentity } from '../../settings/index.js';
import type { InvoiceScope } from '../types.js';
import { toEInvoice } from './to-e-invoice.js';

const utcToday = () => new Date().toISOString().slice(0, 10);

/** What the legal identities lack for an e-invoice, said in the language; null when complete. */
export function identityGaps(data: InvoicePdfData, lang: Lang): string | null {
  const seller = sellerGaps(data.seller, lang);
  const buyer = data.buyer ? buyerGaps(data.buyer, lang) : [];
  if (!seller.length && !buyer.length) return null;
  const agency = data.buyer?.legalName || data.head.agencyName;
  return eInvoicingGapsMessage(lang, seller, { agency, gaps: buyer });
}

/** The CII XML of an issued document; null when it has none (a draft, e-invoicing off, an identity incomplete). */
export function ciiOf(data: InvoicePdfData, lang: Lang): string | null {
  const { seller, buyer, regime } = data;
  if (!data.head.number || !seller.eInvoicingOn || !buyer || identityGaps(data, lang)) return null;
  return ciiXml(toEInvoice({ data, seller, buyer, regime }, lang));
}

/** The PDF of a document in the scope: the stored one of an issued document (stored now at its first print). */
export async function invoicePdfOf(db: Db, id: number, scope: InvoiceScope, lang: Lang) {
  const stored = await readStoredInvoicePdf(db, id, scope);
  if (stored) return { pdf: stored.pdf, lang: stored.lang, head: stored };
  const data = await readInvoicePdfData(db, id, scope);
  if (!data) throw notFound();
  const pdf = await buildInvoicePdf(data, await loadTenantLetterhead(db), lang, utcToday());
  if (!data.head.number) return { pdf, lang, head: data.head };
  const saved = await storeInvoicePdf(db, id, pdf, lang, ciiOf(data, lang));
  return { pdf: saved.pdf, lang, head: data.head };
}

export interface ElectronicForms {
  pdf: Uint8Array;
  xml: string;
  lang: Lang;
  number: string;
  documentType: 'invoice' | 'creditNote';
  issueDate: string;
  sellerName: string;
}

/**
 * The PDF and XML of an issued document in the scope. 404 outside it; 409 for a draft, with
 * e-invoicing off, or while a legal identity is incomplete (naming what is missing).
 */
export async function electronicForms(db: Db, id: number, scope: InvoiceScope, lang: Lang): Promise<ElectronicForms> {
  // Once made, both forms are stored: answered without reading the document again.
  const stored = await readStoredInvoicePdf(db, id, scope);
  if (stored?.xml) {
    const seller = await sellerIdentity(db);
    if (!seller.eInvoicingOn) throw new HttpError(409, invoiceMessage(lang, 'eInvoicingOff'));
    const { pdf, xml, number, documentType, issueDate } = stored;
    return { pdf, xml, lang: stored.lang, number, documentType, issueDate, sellerName: seller.legalName };
  }
  const data = await readInvoicePdfData(db, id, scope);
  if (!data) throw notFound();
  const { head } = data;
  if (!head.number || !head.issueDate) throw new HttpError(409, invoiceMessage(lang, 'noElectronicForm'));
  if (!data.seller.eInvoicingOn) throw new HttpError(409, invoiceMessage(lang, 'eInvoicingOff'));
  const base = {
    number: head.number,
    documentType: head.documentType,
    issueDate: head.issueDate,
    sellerName: data.seller.legalName,
  };
  const missing = identityGaps(data, lang);
  if (missing) throw new HttpError(409, missing);
  // The XML speaks the language its PDF was printed in: they are one document.
  const madeIn = stored?.lang ?? lang;
  const xml = ciiOf(data, madeIn)!;
  const pdf = stored?.pdf ?? (await buildInvoicePdf(data, await loadTenantLetterhead(db), madeIn, utcToday()));
  const saved = await storeInvoicePdf(db, id, pdf, madeIn, xml);
  return { ...base, pdf: saved.pdf, xml: saved.xml ?? xml, lang: madeIn };
}
