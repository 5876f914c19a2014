/**
 * The XMP metadata packet of a Factur-X PDF/A-3b (ISO 19005-3 §6.6, Factur-X 1.0.7+ §6.2.2): the
 * PDF/A identification (part 3, conformance B), the Dublin Core title / creator / description /
 * language, the PDF and XMP basic properties that must equal the Info dictionary (Producer,
 * CreatorTool, CreateDate, ModifyDate), the Factur-X properties, and the PDF/A extension schema that
 * declares them (a PDF/A validator refuses a property of a namespace it does not know). The
 * extension schema is the one of the standard's `Factur-X_extension_schema.xmp` (FNFE-MPE,
 * redistributed with Factur-X 1.09), written here so the server needs no file of the test kit;
 * tests/unit/e-invoicing-pdf compares the two.
 */
export const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** The Factur-X XMP properties, as the EN 16931 profile declares them. */
export const FACTURX_XMP = {
  DocumentType: 'INVOICE', // credit notes too: the type code inside the XML tells them apart
  DocumentFileName: 'factur-x.xml',
  Version: '1.0',
  ConformanceLevel: 'EN 16931',
} as const;

/** The extension schema's properties: name and description (all Text, category external). */
const FX_PROPERTIES: [name: string, description: string][] = [
  ['DocumentFileName', 'name of the embedded XML invoice file'],
  ['DocumentType', 'INVOICE'],
  ['Version', 'The actual version of the Factur-X XML schema'],
  ['ConformanceLevel', 'The conformance level of the embedded Factur-X data'],
];

export interface XmpFields {
  title: string;
  author: string;
  subject: string | null;
  /** BCP 47, e.g. fr-FR. */
  language: string;
  producer: string;
  creatorTool: string;
  /** ISO 8601 with a zone, e.g. 2026-11-28T00:00:00Z (the Info dictionary's dates, same instant). */
  createDate: string;
  modifyDate: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const alt = (value: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(value)}</rdf:li></rdf:Alt>`;

function extensionSchema(): string {
  const properties = FX_PROPERTIES.map(
    ([name, description]) => `
              <rdf:li rdf:parseType="Resource">
                <pdfaProperty:name>${name}</pdfaProperty:name>
                <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                <pdfaProperty:category>external</pdfaProperty:category>
                <pdfaProperty:description>${description}</pdfaProperty:description>
              </rdf:li>`,
  ).join('');
  return `
    <rdf:Description rdf:about=""
        xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
        xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
        xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${properties}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>`;
}

/** The packet's text (to be stored UTF-8 encoded, unfiltered: §6.6.2.1). */
export function xmpPacket(f: XmpFields): string {
  const fx = Object.entries(FACTURX_XMP)
    .map(([name, value]) => `\n      <fx:${name}>${value}</fx:${name}>`)
    .join('');
  const description = f.subject ? `\n      <dc:description>${alt(f.subject)}</dc:description>` : '';
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
      <pdfaid:part>3</pdfaid:part>
      <pdfaid:conformance>B</pdfaid:conformance>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <dc:format>application/pdf</dc:format>
      <dc:title>${alt(f.title)}</dc:title>
      <dc:creator><rdf:Seq><rdf:li>${escapeXml(f.author)}</rdf:li></rdf:Seq></dc:creator>${description}
      <dc:language><rdf:Bag><rdf:li>${escapeXml(f.language)}</rdf:li></rdf:Bag></dc:language>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
      <pdf:Producer>${escapeXml(f.producer)}</pdf:Producer>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
      <xmp:CreatorTool>${escapeXml(f.creatorTool)}</xmp:CreatorTool>
      <xmp:CreateDate>${f.createDate}</xmp:CreateDate>
      <xmp:ModifyDate>${f.modifyDate}</xmp:ModifyDate>
      <xmp:MetadataDate>${f.modifyDate}</xmp:MetadataDate>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">${fx}
    </rdf:Description>${extensionSchema()}
  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}
