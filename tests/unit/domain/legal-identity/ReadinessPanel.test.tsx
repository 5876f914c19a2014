/**
 * The e-invoicing readiness panel above the tenancy settings: what it says for each answer of
 * GET /api/finance/einvoicing/readiness, in en and fr.
 */
import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EntitySchema } from '@schema/types.js';
import type { Readiness } from '@resources/legal-identity/readiness-api';
import { ReadinessPanel } from '@resources/legal-identity/ReadinessPanel';
import { en, fr } from '../../i18n-texts';

// The real client (fetchJson) against msw: the "ui" project shares modules between files, so a
// module mock could meet an @admin/http another file already loaded.
const answer: { current: Readiness | undefined } = { current: undefined };
const paths: string[] = [];
const server = setupServer(
  http.get('*/api/finance/einvoicing/readiness', ({ request }) => {
    paths.push(new URL(request.url).pathname);
    return HttpResponse.json(answer.current ?? null);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };

function show(readiness: Readiness, locale: 'en' | 'fr' = 'en') {
  answer.current = readiness;
  const i18nProvider = polyglotI18nProvider((l) => messages[l as 'en' | 'fr'], locale, [], { allowMissing: true });
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <ReadinessPanel schema={{} as EntitySchema} row={{ version: 3 }} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

beforeEach(() => {
  paths.length = 0;
});

describe('the e-invoicing readiness panel', () => {
  it('says what the tenant and each agency still need while e-invoicing is on', async () => {
    show({
      enabled: true,
      sellerGaps: ['SIRET', 'Postcode'],
      agenciesMissing: [{ id: 2, title: 'Sunrise Tours', gaps: ['Street'] }],
    });
    const panel = await screen.findByRole('region', { name: 'E-invoicing readiness' });
    expect(within(panel).getByText('E-invoicing is on. Still needed:')).toBeTruthy();
    expect(within(panel).getByText('In these settings: SIRET, Postcode')).toBeTruthy();
    expect(within(panel).getByRole('list', { name: 'Agencies' }).textContent).toBe('Agency Sunrise Tours: Street');
    expect(within(panel).getByRole('link', { name: 'Open the agencies' }).getAttribute('href')).toBe(
      '/agency-management/agency',
    );
    expect(paths).toEqual(['/api/finance/einvoicing/readiness']);
  });

  it('says all is there when nothing is missing', async () => {
    show({ enabled: true, sellerGaps: [], agenciesMissing: [] });
    const panel = await screen.findByRole('region', { name: 'E-invoicing readiness' });
    expect(panel.textContent).toBe('E-invoicing is on: the tenant and every agency have what an e-invoice needs.');
  });

  it('says it is off, and what switching it on needs, in French', async () => {
    show({ enabled: false, sellerGaps: ['SIREN'], agenciesMissing: [] }, 'fr');
    const panel = await screen.findByRole('region', { name: 'Facturation électronique : état' });
    expect(
      within(panel).getByText("La facturation électronique est désactivée. Pour l'activer, il manque encore :"),
    ).toBeTruthy();
    expect(within(panel).getByText('Dans ces paramètres : SIREN')).toBeTruthy();
  });
});
