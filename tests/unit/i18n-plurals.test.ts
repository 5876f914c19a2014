/**
 * Counts in the app's texts go through polyglot's plural forms (`%{smart_count}`, forms split by
 * '||||'), read from the merged texts the browser gets: '1 child', '2 children'; in French 0 and 1
 * are singular ('0 enfant', '1 enfant', '2 enfants').
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { countList } from '@admin/i18n/counts.js';
import { en, fr } from './i18n-texts';

type Texts = { [key: string]: Texts | string };
const translators = {
  // The merged texts are the app's own (no react-admin `ra.*` texts): all these tests read.
  en: polyglotI18nProvider(() => en as unknown as TranslationMessages, 'en').translate,
  fr: polyglotI18nProvider(() => fr as unknown as TranslationMessages, 'fr').translate,
};

function leaves(texts: Texts, path = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}${key}`, value] as [string, string]] : leaves(value, `${path}${key}.`),
  );
}

describe('plural texts', () => {
  it('say the list footer in the singular for one result', () => {
    const { en: t, fr: f } = translators;
    expect(t('list.showing', { from: 1, to: 1, total: 1, smart_count: 1 })).toBe('Showing 1 to 1 of 1 result');
    expect(t('list.showing', { from: 1, to: 10, total: 12, smart_count: 12 })).toBe('Showing 1 to 10 of 12 results');
    expect(f('list.showing', { from: 1, to: 1, total: 1, smart_count: 1 })).toBe('Affichage de 1 à 1 sur 1 résultat');
    expect(f('list.showing', { from: 1, to: 10, total: 12, smart_count: 12 })).toBe(
      'Affichage de 1 à 10 sur 12 résultats',
    );
    // The figures come formatted in the UI language; the count only picks the form.
    expect(t('list.showing', { from: '1', to: '10', total: '12,345', smart_count: 12345 })).toBe(
      'Showing 1 to 10 of 12,345 results',
    );
  });

  it("count a room's guests and a destination's services, each noun agreeing with its number", () => {
    const room = (lang: 'en' | 'fr', adults: number, withBed: number, noBed: number, infants: number) =>
      countList(translators[lang], [
        ['reservations.counts.adults', adults],
        ['reservations.counts.childrenWithBed', withBed],
        ['reservations.counts.childrenNoBed', noBed],
        ['reservations.counts.infants', infants],
      ]);
    expect(room('en', 1, 1, 0, 2)).toBe('1 adult, 1 child with bed, 0 without bed, 2 infants');
    expect(room('en', 2, 2, 1, 0)).toBe('2 adults, 2 children with bed, 1 without bed, 0 infants');
    expect(room('fr', 1, 0, 0, 1)).toBe('1 adulte, 0 enfant avec lit, 0 sans lit, 1 bébé');
    expect(room('fr', 2, 2, 2, 2)).toBe('2 adultes, 2 enfants avec lit, 2 sans lit, 2 bébés');
    const services = (lang: 'en' | 'fr', n: number) =>
      countList(translators[lang], [
        ['reservations.counts.hotels', n],
        ['reservations.counts.rooms', n],
        ['reservations.counts.excursions', n],
        ['reservations.counts.tours', n],
      ]);
    expect(services('en', 1)).toBe('1 hotel, 1 room, 1 excursion, 1 tour service');
    expect(services('en', 0)).toBe('0 hotels, 0 rooms, 0 excursions, 0 tour services');
    expect(services('fr', 0)).toBe('0 hôtel, 0 chambre, 0 excursion, 0 circuit');
    expect(services('fr', 3)).toBe('3 hôtels, 3 chambres, 3 excursions, 3 circuits');
    expect(translators.en('reservations.counts.children', { smart_count: 1 })).toBe('1 child');
    expect(translators.en('reservations.counts.children', { smart_count: 2 })).toBe('2 children');
    expect(translators.fr('reservations.counts.children', { smart_count: 1 })).toBe('1 enfant');
    expect(translators.fr('reservations.counts.children', { smart_count: 2 })).toBe('2 enfants');
  });

  it('say how many more documents and images may come', () => {
    expect(translators.fr('documents.tooMany', { max: 50, smart_count: 1 })).toBe(
      '50 pièces jointes au plus sont autorisées : encore 1 possible.',
    );
    expect(translators.fr('documents.tooMany', { max: 50, smart_count: 2 })).toBe(
      '50 pièces jointes au plus sont autorisées : encore 2 possibles.',
    );
    expect(translators.en('images.tooMany', { smart_count: 1 })).toBe('At most 1 image is allowed.');
    expect(translators.fr('images.tooMany', { smart_count: 3 })).toBe('3 images au plus sont autorisées.');
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('leave no "(s)" plural and give each counted %s text both forms', (_, texts) => {
    const all = leaves(texts);
    expect(all.filter(([, text]) => /\w\((s|x|e|es|ren)\)/.test(text)).map(([key]) => key)).toEqual([]);
    const counted = all.filter(([, text]) => text.includes('||||'));
    expect(counted.length).toBeGreaterThan(5);
    expect(counted.filter(([, text]) => text.split('||||').length !== 2).map(([key]) => key)).toEqual([]);
  });
});
