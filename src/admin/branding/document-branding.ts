/**
 * What the branding changes outside React: the document title (the company title, else the
 * product's), the favicon (the tenant's icon) and the browser's theme colour.
 */
import type { Branding } from './branding';

/** The title when the tenant has none (index.html and sign-in.html say the same). */
export const PRODUCT_TITLE = 'Travel Back Office';

export function applyToDocument(branding: Branding): void {
  if (typeof document === 'undefined') return;
  document.title = branding.companyTitle ?? PRODUCT_TITLE;
  if (branding.icon) iconLink().href = branding.icon;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', branding.primaryColor);
}

function iconLink(): HTMLLinkElement {
  const found = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (found) return found;
  const link = document.createElement('link');
  link.rel = 'icon';
  document.head.appendChild(link);
  return link;
}
