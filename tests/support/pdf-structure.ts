/**
 * Reads a PDF back the way a PDF/A or Factur-X checker looks at it: the header's version,
 * encryption, the Info dictionary, the XMP properties (namespace-aware: a property is keyed by the
 * conventional prefix of its namespace URI, so `fx:DocumentType` means the Factur-X namespace
 * whatever prefix the file uses, and an unknown namespace shows as `{uri}name`), the declared XMP
 * extension schemas, the embedded files (name tree and the catalog's /AF), the fonts and whether
 * each is embedded, the output intent and the trailer /ID. pdf-lib reads the objects; jsdom's
 * DOMParser reads the XMP (a real XML parser: malformed XMP fails here as it fails a validator).
 *
 * @example
 *   const s = await readPdfStructure(bytes);
 *   expect(s.xmp['pdfaid:part']).toBe('3');
 *   expect(s.attachments[0]).toMatchObject({ name: 'factur-x.xml', afRelationship: 'Alternative' });
 */
import { createRequire } from 'node:module';
import {
  decodePDFRawStream,
  PDFStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';

export interface PdfAttachment {
  name: string;
  /** The embedded file's MIME type (its /Subtype), e.g. text/xml. */
  subtype: string | null;
  afRelationship: string | null;
  description: string | null;
  /** The embedded file's /Params /ModDate, as written (D:…). */
  modDate: string | null;
  size: number | null;
  bytes: Uint8Array;
}

export interface XmpExtensionSchema {
  schema: string;
  namespaceURI: string;
  prefix: string;
  properties: { name: string; valueType: string; category: string }[];
}

export interface PdfStructure {
  version: string;
  encrypted: boolean;
  info: Record<string, string>;
  xmp: Record<string, string>;
  xmpExtensionSchemas: XmpExtensionSchema[];
  /** Whether the metadata stream has a /Filter (PDF/A wants it readable without one). */
  xmpFiltered: boolean;
  attachments: PdfAttachment[];
  /** The names (UF, else F) of the file specifications in the catalog's /AF. */
  catalogAF: string[];
  fonts: { name: string; subtype: string; embedded: boolean }[];
  outputIntent: { subtype: string; identifier: string | null; hasIcc: boolean; components: number | null } | null;
  trailerId: string[];
  pages: number;
}

/** Namespace URI → the prefix PDF/A and Factur-X documents use for it. */
const PREFIXES: Record<string, string> = {
  'http://www.aiim.org/pdfa/ns/id/': 'pdfaid',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://ns.adobe.com/xap/1.0/': 'xmp',
  'http://ns.adobe.com/pdf/1.3/': 'pdf',
  'http://ns.adobe.com/xap/1.0/mm/': 'xmpMM',
  'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#': 'fx',
  'urn:zugferd:pdfa:CrossIndustryDocument:invoice:2p0#': 'zf',
  'http://www.aiim.org/pdfa/ns/extension/': 'pdfaExtension',
};
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const SCHEMA = 'http://www.aiim.org/pdfa/ns/schema#';
const PROPERTY = 'http://www.aiim.org/pdfa/ns/property#';

const keyOf = (ns: string | null, local: string) =>
  ns && PREFIXES[ns] ? `${PREFIXES[ns]}:${local}` : `{${ns}}${local}`;
const childrenNS = (el: Element, ns: string, local: string) =>
  Array.from(el.children).filter((c) => c.namespaceURI === ns && c.localName === local);

/** A property's value: its text, or the x-default / items of an rdf:Alt, Seq or Bag. */
function propertyValue(el: Element): string {
  const container = Array.from(el.children).find((c) => c.namespaceURI === RDF);
  if (!container) return el.textContent?.trim() ?? '';
  const items = childrenNS(container, RDF, 'li');
  const preferred = items.find((li) => li.getAttribute('xml:lang') === 'x-default') ?? null;
  return preferred ? (preferred.textContent ?? '').trim() : items.map((li) => (li.textContent ?? '').trim()).join('; ');
}

function extensionSchemas(doc: Document): XmpExtensionSchema[] {
  const text = (el: Element, ns: string, local: string) => childrenNS(el, ns, local)[0]?.textContent?.trim() ?? '';
  return Array.from(doc.getElementsByTagNameNS(SCHEMA, 'namespaceURI')).map((uri) => {
    const entry = uri.parentElement!;
    const properties = Array.from(entry.getElementsByTagNameNS(PROPERTY, 'name')).map((n) => {
      const p = n.parentElement!;
      return {
        name: text(p, PROPERTY, 'name'),
        valueType: text(p, PROPERTY, 'valueType'),
        category: text(p, PROPERTY, 'category'),
      };
    });
    return {
      schema: text(entry, SCHEMA, 'schema'),
      namespaceURI: text(entry, SCHEMA, 'namespaceURI'),
      prefix: text(entry, SCHEMA, 'prefix'),
      properties,
    };
  });
}

/** jsdom (a devDependency, installed without type declarations): only its window's DOMParser is used. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

/** The properties and extension schemas of an XMP packet (or of a bare rdf:RDF, as the standard's schema files are). */
export function readXmp(packet: string): {
  properties: Record<string, string>;
  extensionSchemas: XmpExtensionSchema[];
} {
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(packet, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`XMP is not well-formed XML: ${error.textContent}`);
  const properties: Record<string, string> = {};
  for (const description of Array.from(doc.getElementsByTagNameNS(RDF, 'Description'))) {
    for (const attr of Array.from(description.attributes))
      if (attr.namespaceURI && attr.namespaceURI !== RDF && attr.prefix !== 'xmlns')
        properties[keyOf(attr.namespaceURI, attr.localName)] ??= attr.value;
    for (const child of Array.from(description.children)) {
      const key = keyOf(child.namespaceURI, child.localName);
      if (key !== 'pdfaExtension:schemas') properties[key] ??= propertyValue(child);
    }
  }
  return { properties, extensionSchemas: extensionSchemas(doc) };
}

/** A stream entry of a dictionary (pdf-lib types lookups by the base class; files hold raw streams). */
function rawStream(dict: PDFDict | undefined, key: string): PDFRawStream | undefined {
  const stream = dict?.lookupMaybe(PDFName.of(key), PDFStream);
  return stream instanceof PDFRawStream ? stream : undefined;
}

const streamBytes = (stream: PDFRawStream) =>
  stream.dict.has(PDFName.of('Filter')) ? decodePDFRawStream(stream).decode() : stream.getContents();

function textOf(object: PDFObject | undefined): string | null {
  if (object instanceof PDFString || object instanceof PDFHexString) return object.decodeText();
  if (object instanceof PDFName) return object.decodeText();
  return null;
}

/** The [name, file specification] pairs of a name tree (leaves and kids). */
function nameTree(node: PDFDict | undefined): [string, PDFDict][] {
  if (!node) return [];
  const pairs: [string, PDFDict][] = [];
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 0; names && i + 1 < names.size(); i += 2)
    pairs.push([textOf(names.lookup(i)) ?? '', names.lookup(i + 1, PDFDict)]);
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let i = 0; kids && i < kids.size(); i++) pairs.push(...nameTree(kids.lookup(i, PDFDict)));
  return pairs;
}

function attachment(name: string, spec: PDFDict): PdfAttachment {
  const file = rawStream(spec.lookup(PDFName.of('EF'), PDFDict), 'F');
  if (!file) throw new Error(`the file specification of ${name} has no embedded file stream`);
  const params = file.dict.lookupMaybe(PDFName.of('Params'), PDFDict);
  const size = params?.get(PDFName.of('Size'));
  return {
    name,
    subtype: textOf(file.dict.get(PDFName.of('Subtype'))),
    afRelationship: textOf(spec.get(PDFName.of('AFRelationship'))),
    description: textOf(spec.lookup(PDFName.of('Desc'))),
    modDate: textOf(params?.get(PDFName.of('ModDate'))),
    size: size ? Number(size.toString()) : null,
    bytes: streamBytes(file),
  };
}

const specName = (spec: PDFDict) => textOf(spec.lookup(PDFName.of('UF'))) ?? textOf(spec.lookup(PDFName.of('F'))) ?? '';

function fontsOf(doc: PDFDocument): PdfStructure['fonts'] {
  const hasProgram = (font: PDFDict) => {
    const descriptor = font.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    return ['FontFile', 'FontFile2', 'FontFile3'].some((k) => rawStream(descriptor, k));
  };
  const fonts: PdfStructure['fonts'] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || textOf(object.get(PDFName.of('Type'))) !== 'Font') continue;
    const subtype = textOf(object.get(PDFName.of('Subtype'))) ?? '';
    const descendant = object.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict);
    fonts.push({
      name: textOf(object.get(PDFName.of('BaseFont'))) ?? '',
      subtype,
      embedded: subtype === 'Type3' || hasProgram(descendant ?? object),
    });
  }
  return fonts;
}

function outputIntentOf(catalog: PDFDict): PdfStructure['outputIntent'] {
  const intent = catalog.lookupMaybe(PDFName.of('OutputIntents'), PDFArray)?.lookup(0, PDFDict);
  if (!intent) return null;
  const profile = rawStream(intent, 'DestOutputProfile');
  const n = profile?.dict.get(PDFName.of('N'));
  return {
    subtype: textOf(intent.get(PDFName.of('S'))) ?? '',
    identifier: textOf(intent.lookup(PDFName.of('OutputConditionIdentifier'))),
    hasIcc: !!profile && streamBytes(profile).length >= 128,
    components: n ? Number(n.toString()) : null,
  };
}

export async function readPdfStructure(bytes: Uint8Array): Promise<PdfStructure> {
  const header = /^%PDF-(\d\.\d)/.exec(Buffer.from(bytes.subarray(0, 16)).toString('latin1'));
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const { catalog, context } = doc;
  const infoDict = context.lookupMaybe(context.trailerInfo.Info, PDFDict);
  const info: Record<string, string> = {};
  for (const [key, value] of infoDict?.entries() ?? []) info[key.decodeText()] = textOf(value) ?? value.toString();
  const metadata = rawStream(catalog, 'Metadata');
  const xmp = metadata
    ? readXmp(new TextDecoder().decode(streamBytes(metadata)))
    : { properties: {}, extensionSchemas: [] };
  const embedded = catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const af = catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  const id = context.trailerInfo.ID;
  return {
    version: header?.[1] ?? '',
    encrypted: doc.isEncrypted,
    info,
    xmp: xmp.properties,
    xmpExtensionSchemas: xmp.extensionSchemas,
    xmpFiltered: !!metadata?.dict.has(PDFName.of('Filter')),
    attachments: nameTree(embedded).map(([name, spec]) => attachment(name, spec)),
    catalogAF: af ? Array.from({ length: af.size() }, (_, i) => specName(af.lookup(i, PDFDict))) : [],
    fonts: fontsOf(doc),
    outputIntent: outputIntentOf(catalog),
    trailerId:
      id instanceof PDFArray ? id.asArray().map((s) => (s instanceof PDFHexString ? s.asString() : String(s))) : [],
    pages: doc.getPageCount(),
  };
}
