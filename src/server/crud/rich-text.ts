import { createRequire } from 'node:module';
import type sanitizeHtmlType from 'sanitize-html';
import type { EntitySchema } from '@schema/types.js';

/**
 * sanitize-html (with postcss and its parser, ~300 KB of source) is loaded by the first rich
 * text to clean, not at every start of the server; synchronously (a CommonJS package), as the
 * validation that calls it is.
 */
let loaded: typeof sanitizeHtmlType | undefined;
function sanitizeHtml(html: string, rules: sanitizeHtmlType.IOptions): string {
  loaded ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtmlType;
  return loaded(html, rules);
}

/**
 * Every link gets rel="noopener noreferrer" whatever was sent (the opened page cannot reach
 * window.opener, nor learn our URL); `target` is kept only as `_blank`.
 */
const LINK_REL = 'noopener noreferrer';

const options: sanitizeHtmlType.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'h1',
    'h2',
    'h3',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  transformTags: {
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(target === '_blank' ? { target } : {}), rel: LINK_REL },
    }),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Safe HTML of a rich-text value; '' when nothing visible is left. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  const visible = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, '')
    .trim();
  return visible === '' ? '' : clean;
}

/** validateEntity's `prepare`: sanitises every property marked `x-widget: "richtext"`. */
export function richTextPreparer(schema: EntitySchema): (property: string, value: unknown) => unknown {
  return (property, value) =>
    schema.properties[property]?.['x-widget'] === 'richtext' && typeof value === 'string'
      ? sanitizeRichText(value)
      : value;
}
