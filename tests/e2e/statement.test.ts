/**
 * The Reservation Request Statement in the browser, as a finance clerk: Search without an agency
 * says 'Agency is required.' and sends nothing; an agency's statement shows the API's totals; a To
 * Date is sent as the To Date (the original's defect sent the From Date) and changes the result;
 * E-mail, after its confirmation, delivers the PDF to the agency's address through a real SMTP
 * server started here; an agency user sees its own statement at once. Screenshots at 1366 px and 390 px, English and French.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { configureSmtp, productCall, type JsonCall } from '../support/tenant-smtp.js';
import { newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();
const AGENCY = { title: 'Blue Horizon Travel', email: 'contact@bluehorizon.example' };

/** MM/DD/YYYY, as the English date field takes it. */
const typed = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

type Statement = {
  reservationStatement: { issueDate: string; requestRef: string }[];
  reservationStatementSummary: { invoicesTotal: number; currencyInitial: string };
  paginationModel: { totalRecords: number };
};

describe('reservation request statement', () => {
  let smtp: SmtpSink;
  let admin: JsonCall;
  let agencyId: number;
  let all: Statement;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    admin = await productCall(baseURL);
    await configureSmtp(admin, { host: '127.0.0.1', port: smtp.port });
    const agencies = (await admin('GET', '/api/agencymanagement/agency/getall')).body as {
      id: number;
      title: string;
    }[];
    agencyId = agencies.find((a) => a.title === AGENCY.title)!.id;
    all = (await admin('POST', '/api/finance/report/getstatement', { agencyId, pageSize: 100 })).body as Statement;
  });
  afterAll(async () => {
    if (admin) await configureSmtp(admin, null);
    await smtp?.close();
  });

  it('requires the agency, honours the To Date, and e-mails the PDF to the agency', async () => {
    expect(all.paginationModel.totalRecords).toBeGreaterThan(0);
    const { context, page } = await newPage(browser(), baseURL);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/finance/report/getstatement')) sent.push(r.postDataJSON() as Record<string, unknown>);
    });
    await signIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Reservation Request Statement' }).click();
    await page.getByRole('heading', { name: 'Reservation Request Statement' }).waitFor();

    // No agency: the message, and nothing sent.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Agency is required.').waitFor();
    expect(sent).toEqual([]);

    // The agency's statement: its rows and the API's total.
    await page.getByRole('combobox', { name: /Agency/ }).click();
    await page.getByRole('option', { name: AGENCY.title }).click();
    await expect.poll(() => page.getByText('Agency is required.').count()).toBe(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.locator('tbody tr');
    await rows.first().getByText(all.reservationStatement[0]!.requestRef).waitFor();
    const total = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: all.reservationStatementSummary.currencyInitial,
    }).format(all.reservationStatementSummary.invoicesTotal);
    await page.getByRole('region', { name: 'Statement summary' }).getByText(total).first().waitFor();
    await screenshot(page, 'statement-1366-en');

    // A To Date before the first invoice: sent as the To Date, and nothing is left.
    const first = all.reservationStatement.map((r) => r.issueDate).sort()[0]!;
    const before = dayBefore(first);
    await page.getByRole('textbox', { name: 'To Date' }).fill(typed(before));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No data available').waitFor();
    expect(sent.at(-1)).toMatchObject({ agencyId, toDate: before, pageIndex: 1 });
    expect(sent.at(-1)).not.toHaveProperty('fromDate');
    expect(page.url()).toContain(`toDate=${before}`);

    // Back to the whole statement, then e-mail it.
    await page.getByRole('textbox', { name: 'To Date' }).fill(typed(first));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await rows.first().getByText(all.reservationStatement[0]!.requestRef).waitFor();
    await page.getByRole('button', { name: 'E-mail' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await page.getByText(`The statement was sent to ${AGENCY.email}.`).waitFor();
    const mail = await smtp.nextMailTo(AGENCY.email);
    expect(mail.subject).toContain(`Reservation Request Statement — ${AGENCY.title}`);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/);

    // Download PDF: a new window that comes to the server's PDF of the same statement.
    const [popup, answer] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((r) => r.url().endsWith('/api/finance/report/statement/pdf')),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    await popup.waitForURL(/^blob:/);
    await popup.close();

    // The same screen in French and on a phone, for a person to look at.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'statement-390-en');
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Relevé des demandes de réservation' }).waitFor();
    await page.getByRole('columnheader', { name: 'Statut du paiement' }).waitFor();
    await screenshot(page, 'statement-1366-fr');
    await context.close();
  });

  it("shows an agency user its own agency's statement at once, without the agency dropdown", async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'agent');
    await page.goto('/finance/reservation-statement');
    await page.locator('tbody tr').first().getByText(all.reservationStatement[0]!.requestRef).waitFor();
    expect(await page.getByRole('combobox', { name: /Agency/ }).count()).toBe(0);
    await screenshot(page, 'statement-1366-agent');
    await context.close();
  });
});
