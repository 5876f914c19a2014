/** E-invoicing: the EN 16931 model of an invoice and its CII XML (Factur-X EN 16931 profile). */
export * from './types.js';
export { ciiXml } from './cii-xml.js';
