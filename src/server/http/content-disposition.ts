/**
 * A file answer's `Content-Disposition` by RFC 6266: an ASCII `filename` for old clients and the
 * UTF-8 `filename*` that every current browser reads, so `Facture-Éole.pdf` keeps its accent.
 * @example contentDisposition('Facture-Éole.pdf') // inline; filename="Facture-Eole.pdf"; filename*=UTF-8''Facture-%C3%89ole.pdf
 */

/** `Facture-Éole.pdf` → `Facture-Eole.pdf`: what the ASCII `filename` may hold. */
const asciiFileName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'file';

/** `filename*` (RFC 8187): every byte outside the attribute characters percent-encoded (`'()*` too). */
const encodedName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  return `${disposition}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodedName(fileName)}`;
}
