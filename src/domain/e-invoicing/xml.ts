/**
 * A minimal XML tree and its serialiser, for the CII writer. Plain code rather than an XML builder
 * library: the writer needs elements, attributes, text and one escape function, nothing else
 * (no parsing, no namespaces to resolve), and this runs unchanged in the browser and on the server.
 * Output is deterministic: attributes in the order given, two-space indentation, "\n" line ends.
 */

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  /** Child elements, or the text of a leaf. */
  content: readonly XmlElement[] | string;
}

/** A child that is absent (null / undefined / false) is left out, so optional parts read inline. */
export type XmlChild = XmlElement | null | undefined | false;

/** An element with child elements; `el('a', [])` is an empty element. */
export function el(name: string, children: readonly XmlChild[], attrs: Record<string, string> = {}): XmlElement {
  return { name, attrs, content: children.filter((c): c is XmlElement => Boolean(c)) };
}

/** A leaf with text; null or undefined text leaves the element out. */
export function leaf(
  name: string,
  text: string | null | undefined,
  attrs: Record<string, string> = {},
): XmlElement | null {
  return text === null || text === undefined ? null : { name, attrs, content: text };
}

// Characters XML 1.0 does not allow at all (C0 controls but tab, LF, CR; U+FFFE/U+FFFF): dropped, since
// a pasted control character must not make the whole document unreadable.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text and attribute values (quotes too, so the same function serves both). */
export function escapeXml(value: string): string {
  return value
    .replace(forbidden, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function serialise(node: XmlElement, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  if (typeof node.content === 'string') {
    out.push(`${pad}<${node.name}${attrs}>${escapeXml(node.content)}</${node.name}>`);
  } else if (node.content.length === 0) {
    out.push(`${pad}<${node.name}${attrs}/>`);
  } else {
    out.push(`${pad}<${node.name}${attrs}>`);
    for (const child of node.content) serialise(child, depth + 1, out);
    out.push(`${pad}</${node.name}>`);
  }
}

/** The document with its XML declaration, UTF-8, ending in a newline. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  serialise(root, 0, out);
  return `${out.join('\n')}\n`;
}
