/**
 * The dashboard in the browser, as the administrator lands on it after sign-in: its cards show
 * the figures of `GET /api/dashboard`; the requests card's links open the listing filtered to
 * exactly what they counted (pending requests, the week's arrivals); an agency of "Largest
 * balances due" opens its statement. Screenshots at 1366 px and 390 px, English and French.
 */
import { describe, expect, inject, it } from 'vitest';
import { productCall } from '../support/tenant-smtp.js';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

type Cards = {
  requestsToProcess: { pending: number; arrivals: number; arrivalsFrom: string; arrivalsTo: string };
  receivables: { receivable: number };
  topAgencies: { agencies: { agencyId: number; agencyName: string }[] };
};

const twoDecimals = (n: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(n);

describe('dashboard', () => {
  it("shows the API's figures, and its links open the filtered listing and an agency's statement", async () => {
    const admin = await productCall(baseURL);
    const { cards } = (await admin('GET', '/api/dashboard')).body as { cards: Cards };
    expect(cards.requestsToProcess.pending).toBeGreaterThan(0);
    expect(cards.topAgencies.agencies.length).toBeGreaterThan(0);

    const { page } = await newPage(browser(), baseURL);
    const bodies: Record<string, Record<string, unknown>> = {};
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST') bodies[path] = r.postDataJSON() as Record<string, unknown>;
    });
    await signIn(page, 'admin');
    const requests = page.getByRole('region', { name: 'Requests to process' });
    expect(await requests.getByTestId('card-figure').textContent()).toBe(String(cards.requestsToProcess.pending));
    const receivables = page.getByRole('region', { name: 'Receivables' });
    expect(await receivables.getByTestId('card-figure').textContent()).toContain(
      twoDecimals(cards.receivables.receivable),
    );
    await screenshot(page, 'dashboard-1366-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'dashboard-390-en');
    await page.setViewportSize({ width: 1366, height: 860 });

    // The listing the card links to counts the same requests.
    const listed = page.waitForResponse((r) => r.url().endsWith('/api/reservation/request/get'));
    await requests.getByRole('link', { name: 'See the pending requests' }).click();
    const listing = (await (await listed).json()) as { paginationModel: { totalRecords: number } };
    expect(new URL(page.url()).searchParams.get('statusId')).toBe('3');
    expect(bodies['/api/reservation/request/get']).toMatchObject({ statusId: 3 });
    expect(listing.paginationModel.totalRecords).toBe(cards.requestsToProcess.pending);

    // And the arrivals link: the week's check-in range, the same count.
    await page.goBack();
    const arrivalsListed = page.waitForResponse((r) => r.url().endsWith('/api/reservation/request/get'));
    await requests.getByRole('link', { name: 'See the arrivals' }).click();
    const arrivals = (await (await arrivalsListed).json()) as { paginationModel: { totalRecords: number } };
    const { arrivalsFrom, arrivalsTo } = cards.requestsToProcess;
    expect(bodies['/api/reservation/request/get']).toMatchObject({ checkInFrom: arrivalsFrom, checkInTo: arrivalsTo });
    expect(arrivals.paginationModel.totalRecords).toBe(cards.requestsToProcess.arrivals);

    // Back on the dashboard, in French: the first agency owing the most opens its statement.
    await page.goBack();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    const top = page.getByRole('region', { name: 'Plus gros soldes dus' });
    await top.waitFor();
    await screenshot(page, 'dashboard-1366-fr');
    const first = cards.topAgencies.agencies[0]!;
    const statement = page.waitForRequest((r) => r.url().endsWith('/api/finance/report/getstatement'));
    await top.getByRole('link', { name: `Relevé de ${first.agencyName}` }).click();
    expect((await statement).postDataJSON()).toMatchObject({ agencyId: first.agencyId });
    expect(new URL(page.url()).pathname).toBe('/finance/reservation-statement');
  });
});
