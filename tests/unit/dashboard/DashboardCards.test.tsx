/**
 * The dashboard's grid as the user sees it: only the cards the server answered and a module
 * draws, in their order, amounts in the tenant's currency, counts in the singular for one; the
 * receivables' credit on account and its aging line only when not 0; the generic error with Try
 * again when the request fails.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardViewsOf, DashboardCards } from '@admin/dashboard';
import type { PaymentsByMonthCard, ReceivablesCard } from '@domain/dashboard';
import { paymentDashboardCards } from '@resources/invoice-payments/dashboard';
import { invoiceDashboardCards } from '@resources/invoices/dashboard';
import { en } from '../i18n-texts';

const receivables: ReceivablesCard = {
  openCount: 1,
  receivable: 1729.7,
  creditOnAccount: 0,
  overdueCount: 1,
  overdueAmount: 1729.7,
  asOf: '2026-11-28',
  aging: { notDue: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 1729.7, unallocatedCredit: 0 },
};
const month = (amount: number, count: number) => ({ from: '2026-11-01', to: '2026-11-28', amount, count });
const payments: PaymentsByMonthCard = {
  thisMonth: month(1250, 3),
  lastMonth: month(4000, 9),
  lastMonthToDate: month(1000, 2),
};

const views = cardViewsOf([
  { name: 'invoice-payments', dashboardCards: paymentDashboardCards },
  { name: 'invoices', dashboardCards: invoiceDashboardCards },
]);

function serve(dashboard: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/dashboard')
        ? dashboard()
        : Response.json({ currencyId: 1, currencyInitial: 'EUR', currencyName: 'Euro' }),
    ),
  );
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en')}>
      <DashboardCards views={views} />
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard cards', () => {
  it('draws the cards answered, in their order, and none the server left out', async () => {
    serve(() => Response.json({ cards: { paymentsByMonth: payments, receivables, unknownCard: {} } }));
    const card = await screen.findByRole('region', { name: 'Receivables' });
    // The figure once the tenant's currency is in (asked beside the dashboard).
    await within(card).findAllByText('€1,729.70');
    expect(within(card).getByTestId('card-figure').textContent).toBe('€1,729.70');
    expect(within(card).getByText('Still due on 1 issued invoice')).toBeTruthy();
    expect(within(card).getByText('Overdue: €1,729.70 on 1 invoice')).toBeTruthy();
    const paid = screen.getByRole('region', { name: 'Payments received' });
    expect(within(paid).getByText('This month (3 payments)')).toBeTruthy();
    expect(within(paid).getByText('+25% on last month to the same day')).toBeTruthy();
    // Receivables (30) before payments (40); no "Largest balances due": not answered.
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Receivables',
      'Payments received',
    ]);
  });

  it('shows the credit on account and its aging line only when there is some', async () => {
    serve(() => Response.json({ cards: { receivables } }));
    const none = await screen.findByRole('region', { name: 'Receivables' });
    await within(none).findAllByText('€1,729.70');
    expect(within(none).queryByText(/Credit on account/)).toBeNull();
    cleanup();
    const credited: ReceivablesCard = {
      ...receivables,
      receivable: 1529.7,
      creditOnAccount: 200,
      aging: { ...receivables.aging, unallocatedCredit: -200 },
    };
    serve(() => Response.json({ cards: { receivables: credited } }));
    const card = await screen.findByRole('region', { name: 'Receivables' });
    await within(card).findByText('Credit on account: €200.00');
    const aging = within(card).getByLabelText('Aging of the amounts due');
    const lines = [...aging.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    // The buckets and the credit on account add up to the card's figure.
    expect(lines.slice(-2)).toEqual([
      ['Over 90 days', '€1,729.70'],
      ['Credit on account', '-€200.00'],
    ]);
    expect(within(card).getByTestId('card-figure').textContent).toBe('€1,529.70');
  });

  it('says the generic error and asks again on Try again', async () => {
    let fail = true;
    serve(() => (fail ? new Response('{}', { status: 500 }) : Response.json({ cards: { receivables } })));
    expect(await screen.findByText('Something went wrong! Please try again later.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Receivables' });
    expect(screen.queryByText('Something went wrong! Please try again later.')).toBeNull();
  });
});
