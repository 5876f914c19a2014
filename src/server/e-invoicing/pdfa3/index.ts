/** The Factur-X PDF/A-3b step (README.md): the invoice PDF with its CII XML embedded. */
export { facturxPdf, type FacturxMeta } from './facturx-pdf.js';
export { FACTURX_XMP, FX_NAMESPACE } from './xmp.js';
