/**
 * The statement's summary as finance staff read it, in French and English: the opening balance,
 * the period's invoices net of credit notes with the credit notes on their own line, its payments
 * net of refunds with the refunds on theirs, the closing balance and the credit on account; the
 * aging with the credit on account (« Avoir disponible ») and its total, the closing balance.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatementSummary as Summary } from '@domain/statement';
import { StatementSummary } from '@resources/statement/StatementSummary';
import { en, fr } from '../i18n-texts';

const summary: Summary = {
  openingBalance: 900,
  invoicesTotal: 1200,
  creditNotesTotal: 800,
  invoicePaymentsTotal: 650,
  refundsTotal: 50,
  creditOnAccount: 150,
  balanceTotal: 700,
  closingBalance: 1450,
  currencyName: 'Euro',
  currencyInitial: 'EUR',
  asOfDate: '2026-05-31',
  aging: { notDue: 400, days1to30: 0, days31to60: 0, days61to90: 300, over90: 900, unallocatedCredit: -150 },
};

const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };

function show(lang: 'en' | 'fr') {
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messages[l as 'en' | 'fr'], lang)}>
      <StatementSummary summary={summary} />
    </AdminContext>,
  );
}

/** The label and amount of each figure or aging column, as read (Intl's narrow spaces as plain ones). */
function pairs(section: HTMLElement, selector: string): string[][] {
  return [...section.querySelectorAll(selector)].map((box) =>
    [...box.children].map((child) => (child.textContent ?? '').replace(/\s/g, ' ')),
  );
}

afterEach(cleanup);

describe('the statement summary', () => {
  it('shows the period with credit notes and refunds on their own lines, then the credit on account (fr)', () => {
    show('fr');
    const section = screen.getByRole('region', { name: 'Récapitulatif du relevé' });
    expect(pairs(section, '[data-figure]')).toEqual([
      ["Solde d'ouverture", '900,00 €'],
      ['Factures (nettes des avoirs)', '1 200,00 €'],
      ['Avoirs', '800,00 €'],
      ['Paiements (nets des remboursements)', '650,00 €'],
      ['Remboursements', '50,00 €'],
      ['Solde de clôture (31 mai 2026)', '1 450,00 €'],
      ['Avoir disponible', '150,00 €'],
      ['Solde total', '700,00 €'],
    ]);
  });

  it('ages what is due with the credit on account, adding up to the closing balance (fr)', () => {
    show('fr');
    const section = screen.getByRole('region', { name: 'Récapitulatif du relevé' });
    expect(within(section).getByRole('heading', { name: 'Ancienneté des montants dus au 31 mai 2026' })).toBeTruthy();
    const aging = pairs(section, 'dl > div');
    expect(aging).toEqual([
      ['Non échu', '400,00 €'],
      ['1 à 30 jours', '0,00 €'],
      ['31 à 60 jours', '0,00 €'],
      ['61 à 90 jours', '300,00 €'],
      ['Plus de 90 jours', '900,00 €'],
      ['Avoir disponible', '-150,00 €'],
      ['Total (solde de clôture)', '1 450,00 €'],
    ]);
  });

  it('says the same in English', () => {
    show('en');
    const section = screen.getByRole('region', { name: 'Statement summary' });
    expect(pairs(section, '[data-figure]').slice(1, 5)).toEqual([
      ['Invoices (net of credit notes)', '€1,200.00'],
      ['Credit notes', '€800.00'],
      ['Payments (net of refunds)', '€650.00'],
      ['Refunds', '€50.00'],
    ]);
    expect(pairs(section, 'dl > div').slice(-2)).toEqual([
      ['Credit on account', '-€150.00'],
      ['Total (closing balance)', '€1,450.00'],
    ]);
  });
});
