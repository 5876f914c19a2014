/**
 * The Factur-X PDF: the invoice PDF that jsPDF draws (`buildInvoicePdf`) made PDF/A-3b with its
 * CII XML embedded (Factur-X 1.0.7+ / ZUGFeRD 2.x, EN 16931 profile). pdf-lib loads the bytes and
 * adds what PDF/A-3 and Factur-X need and jsPDF does not write:
 * - header `%PDF-1.7` (jsPDF writes 1.3) with its binary comment, a classic cross-reference table;
 * - the sRGB output intent (srgb-icc.ts) under which the DeviceRGB / DeviceGray colours, and the
 *   logo's soft mask, are device-independent (§6.2.4.3);
 * - the XMP metadata (xmp.ts), unfiltered, and an Info dictionary rewritten to equal it (§6.6.3);
 * - `factur-x.xml` as an embedded file: Subtype text/xml, Params with dates and size, the file
 *   specification with F / UF / Desc and AFRelationship /Alternative (the French profile's choice
 *   for EN 16931), in the EmbeddedFiles name tree and the catalog's /AF (§6.8);
 * - subset tags on the embedded fonts, and a refusal when one is not embedded (fonts.ts);
 * - the trailer /ID: the original's first identifier kept, the second one a hash of what changed.
 * An encrypted input is refused (pdf-lib throws). Deterministic: every date comes from the issue
 * date, never the clock, so the same input gives the same bytes.
 *
 * @example
 *   const pdf = buildInvoicePdf(data, letterhead, 'fr', today);
 *   const facturx = await facturxPdf(pdf, ciiXml(einvoice), {
 *     number: 'INV-2026-00042', issueDate: '2026-11-28', title: 'Facture INV-2026-00042',
 *     author: 'Azur Voyages SAS', lang: 'fr', documentType: 'invoice',
 *   });
 */
import { createHash } from 'node:crypto';
import { AFRelationship, PDFArray, PDFDict, PDFDocument, PDFHeader, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import type { Lang } from '@schema/types.js';
import { PDF_LOCALES } from '../../pdf/index.js';
import { embedFontsOrThrow } from './fonts.js';
import { SRGB_CONDITION, srgbIccProfile } from './srgb-icc.js';
import { FACTURX_XMP, xmpPacket } from './xmp.js';

export interface FacturxMeta {
  /** The invoice or credit note number. */
  number: string;
  /** YYYY-MM-DD: the document's dates (PDF, XMP, attachment) all come from it. */
  issueDate: string;
  /** As the PDF's title, e.g. "Facture INV-2026-00042". */
  title: string;
  /** Who issues it: the seller's legal name. */
  author: string;
  lang: Lang;
  documentType: 'invoice' | 'creditNote';
}

const DESCRIPTION: Record<Lang, Record<FacturxMeta['documentType'], (n: string) => string>> = {
  en: {
    invoice: (n) => `Invoice ${n}: Factur-X XML (EN 16931)`,
    creditNote: (n) => `Credit note ${n}: Factur-X XML (EN 16931)`,
  },
  fr: {
    invoice: (n) => `Facture ${n} : XML Factur-X (EN 16931)`,
    creditNote: (n) => `Avoir ${n} : XML Factur-X (EN 16931)`,
  },
};
const DEFAULT_CREATOR = 'Travel back office';

function issueInstant(issueDate: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issueDate)) throw new Error(`Factur-X: issue date ${issueDate} is not YYYY-MM-DD.`);
  return new Date(`${issueDate}T00:00:00Z`);
}

const digest = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 32).toUpperCase();
};

/** Replaces the Info dictionary's entries by the ones the XMP repeats; returns its creator tool and producer. */
function rewriteInfo(
  doc: PDFDocument,
  meta: FacturxMeta,
  date: Date,
): { subject: string | null; producer: string; creator: string } {
  const subject = doc.getSubject() || null;
  const creator = doc.getCreator() || DEFAULT_CREATOR;
  const producer = `${doc.getProducer() || 'jsPDF'} + pdf-lib`;
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  for (const key of info?.keys() ?? []) info!.delete(key);
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.author);
  if (subject) doc.setSubject(subject);
  doc.setCreator(creator);
  doc.setProducer(producer);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  return { subject, producer, creator };
}

export async function facturxPdf(pdf: Uint8Array, xml: string, meta: FacturxMeta): Promise<Uint8Array> {
  const date = issueInstant(meta.issueDate);
  const doc = await PDFDocument.load(pdf, { updateMetadata: false }); // no clock, no pdf-lib Producer
  const { context, catalog } = doc;
  context.header = PDFHeader.forVersion(1, 7);
  embedFontsOrThrow(context);

  const { subject, producer, creator } = rewriteInfo(doc, meta, date);
  const language = PDF_LOCALES[meta.lang];
  catalog.set(PDFName.of('Lang'), PDFString.of(language));
  const xmp = xmpPacket({
    title: meta.title,
    author: meta.author,
    subject,
    language,
    producer,
    creatorTool: creator,
    createDate: date.toISOString().replace('.000Z', 'Z'),
    modifyDate: date.toISOString().replace('.000Z', 'Z'),
  });
  // Unfiltered, so that any tool can find and read the packet (§6.6.2.1).
  const metadata = context.stream(new TextEncoder().encode(xmp), { Type: 'Metadata', Subtype: 'XML' });
  catalog.set(PDFName.of('Metadata'), context.register(metadata));

  const icc = context.flateStream(srgbIccProfile(), { N: 3 });
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB_CONDITION),
    Info: PDFString.of(SRGB_CONDITION),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: context.register(icc),
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([intent]));

  const xmlBytes = new TextEncoder().encode(xml);
  await doc.attach(xmlBytes, FACTURX_XMP.DocumentFileName, {
    mimeType: 'text/xml',
    description: DESCRIPTION[meta.lang][meta.documentType](meta.number),
    creationDate: date,
    modificationDate: date,
    afRelationship: AFRelationship.Alternative, // pdf-lib also lists it in the catalog's /AF
  });

  // The permanent identifier stays the drawing's (a hash of its key); the changing one names this version.
  const previous = context.trailerInfo.ID;
  const first = previous instanceof PDFArray ? previous.get(0) : undefined;
  const changed = PDFHexString.of(digest(pdf, xmlBytes, JSON.stringify(meta)));
  context.trailerInfo.ID = context.obj([first instanceof PDFHexString ? first : changed, changed]);

  return doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
}
