import { Fragment, createElement, type ReactNode } from 'react';

/** The tags the server keeps in rich text (src/server/crud/rich-text.ts); anything else is unwrapped. */
const TAGS = new Set([
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
]);
const SAFE_HREF = /^(https?:|mailto:)/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style') return null;
  const children = Array.from(element.childNodes, toReact);
  if (!TAGS.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return SAFE_HREF.test(href.trim()) ? (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Rich text shown without `dangerouslySetInnerHTML`: the HTML is parsed inert (DOMParser runs
 * no script, loads nothing) and rebuilt as React elements from an allow-list of tags, with
 * links limited to http, https and mailto and no attribute but `href`.
 */
export function RichTextView({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{Array.from(body.childNodes, toReact)}</>;
}
