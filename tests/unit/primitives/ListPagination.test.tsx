import { cleanup, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ListPagination } from '@admin/primitives/ListPagination.js';
import { en, fr } from '../i18n-texts';

const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };

function show(lang: 'en' | 'fr', total: number) {
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messages[l as 'en' | 'fr'], lang)}>
      <ListPagination page={2} perPage={1000} total={total} setPage={() => undefined} />
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('the list footer', () => {
  it('writes its figures in the UI language and its noun in the form the count asks', () => {
    show('en', 12345);
    expect(screen.getByText('Showing 1,001 to 2,000 of 12,345 results')).toBeTruthy();
  });

  it('in French, with the thousands separated by a narrow space', () => {
    show('fr', 12345);
    const footer = screen.getByText(/^Affichage de/);
    expect(footer.textContent).toBe('Affichage de 1\u202f001 à 2\u202f000 sur 12\u202f345 résultats');
  });

  it('in the singular for one result', () => {
    show('en', 1);
    expect(screen.getByText(/of 1 result$/)).toBeTruthy();
  });
});
