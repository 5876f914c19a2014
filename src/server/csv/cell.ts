/**
 * One value as a CSV cell. Text that a spreadsheet would run as a formula gets a leading
 * apostrophe, so an exported name like `=HYPERLINK(...)` stays text when the file is opened
 * (OWASP "CSV injection"): `=`, `@`, tab or carriage return first, or `+` / `-` first followed
 * by anything but digits and number punctuation. A formula needs a name (a function, `cmd|`),
 * so a credit note's `-125.00` and a phone number `+33 1 40 00 00 01` are left as they are.
 */
const FORMULA_START = /^[=@\t\r]/;
const SIGNED_TEXT = /^[+-].*[^0-9 .,()/+-]/s;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The text of stored (sanitised) rich text: tags dropped, entities read, spaces folded. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-3]|\/blockquote)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+|#39);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function cellText(value: unknown, html = false): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const plain = html ? plainText(text) : text;
  return FORMULA_START.test(plain) || SIGNED_TEXT.test(plain) ? `'${plain}` : plain;
}
