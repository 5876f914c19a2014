/**
 * The first paint's markup (src/server/routes/first-paint.ts): the heading of a schema screen
 * in the language of the `lang` cookie, escaped; nothing from the address itself.
 */
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '@schema/types.js';
import { firstPaintHtml, requestLang, schemaHeadings, withFirstPaint } from '@server/routes/first-paint.js';

const schema = (route: string, en: string, fr: string) =>
  ({
    resource: { route, text: { en: { one: en, many: en }, fr: { one: fr, many: fr } } },
  }) as unknown as EntitySchema;

const headings = schemaHeadings([
  schema('finance/payment-account', 'Payment Accounts', 'Comptes de paiement'),
  schema('services/tour', 'Tours <& "Trips">', 'Circuits'),
]);

describe('first paint', () => {
  it("names the schema screen of the address, in the cookie's language", () => {
    expect(firstPaintHtml(headings, '/finance/payment-account', 'fr')).toContain('<h1>Comptes de paiement</h1>');
    expect(firstPaintHtml(headings, '/finance/payment-account/', 'en')).toContain('<h1>Payment Accounts</h1>');
    expect(firstPaintHtml(headings, '/finance%2Fpayment-account', 'en')).toContain('<h1>Payment Accounts</h1>');
  });

  it('escapes the heading and writes none for other addresses', () => {
    expect(firstPaintHtml(headings, '/services/tour', 'en')).toContain(
      '<h1>Tours &lt;&amp; &quot;Trips&quot;&gt;</h1>',
    );
    for (const path of ['/', '/dashboard', '/services/tour/trash', '/<script>', '/%E0%A4%A']) {
      const html = firstPaintHtml(headings, path, 'en');
      expect(html, path).not.toContain('<h1>');
      expect(html, path).toContain('class="first-paint"');
    }
  });

  it('reads the language from the lang cookie, English otherwise', () => {
    expect(requestLang('lang=fr')).toBe('fr');
    expect(requestLang('access-token=a.b.c; lang=fr')).toBe('fr');
    expect(requestLang('lang=de')).toBe('en');
    expect(requestLang('lang=%E0%A4%A')).toBe('en');
    expect(requestLang(undefined)).toBe('en');
  });

  it('goes where the page marks it, and a page without the mark is sent as built', () => {
    const page = '<body><div id="root"></div><!--first-paint--></body>';
    expect(withFirstPaint(page, headings, '/services/tour', 'lang=fr')).toBe(
      '<body><div id="root"></div><div class="first-paint" id="first-paint" aria-hidden="true"><div class="first-paint-progress"></div><h1>Circuits</h1></div></body>',
    );
    expect(withFirstPaint('<body></body>', headings, '/services/tour', undefined)).toBe('<body></body>');
  });
});
