/**
 * The report as a PDF (`POST agencyinvoicevspayment/pdf`, "Open Pdf in new Window"), drawn with the
 * PDF engine (src/server/pdf): the letterhead, the filters, then each chart as vector graphics
 * (pdf-charts.ts) followed by its figures as a table with its total. Amounts in the tables are
 * the SQL sums' decimal text, added in big.js. Dated today (or the To Date when earlier) and keyed
 * by the search, so the same report on the same day gives the same bytes.
 */
import Big from 'big.js';
import type { Lang } from '@schema/types.js';
import type { Queryable } from '../db/types.js';
import {
  createPdf,
  drawHeading,
  ensureSpace,
  FONT_SIZE,
  lineHeight,
  drawKeyValues,
  drawLetterhead,
  drawParagraph,
  drawTable,
  finishPdf,
  formatDay,
  formatMoney,
  loadTenantLetterhead,
  PDF_LOCALES,
  type PdfDocument,
} from '../pdf/index.js';
import {
  barChartHeight,
  drawBarChart,
  drawLineChart,
  drawPieChart,
  LINE_CHART_HEIGHT,
  PIE_CHART_HEIGHT,
} from './pdf-charts.js';
import { CHARTS_PDF_TEXTS } from './pdf-texts.js';
import type { Report } from './report.js';

const sum = (values: string[]) => values.reduce((total, v) => total.plus(v), new Big(0)).toFixed(2);

/** `2026-11` → `Nov 2026` / `nov. 2026`. */
const monthName = (period: string, lang: Lang) =>
  new Intl.DateTimeFormat(PDF_LOCALES[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

const right = { halign: 'right' as const, cellWidth: 34 };

/** A heading kept on the page of the chart under it. */
function heading(doc: PdfDocument, text: string, chartHeight: number): void {
  ensureSpace(doc, lineHeight(FONT_SIZE.heading) + 2 + chartHeight);
  drawHeading(doc, text);
}

function none(doc: PdfDocument, text: string): void {
  drawParagraph(doc, text, { muted: true, after: 6 });
}

function perAgency(doc: PdfDocument, report: Report, words: (typeof CHARTS_PDF_TEXTS)['en'], money: Money) {
  const rows = report.figures.perAgency;
  heading(doc, words.perAgency, rows.length ? LINE_CHART_HEIGHT : 10);
  if (!rows.length) return none(doc, words.none);
  drawLineChart(
    doc,
    rows.map((r) => r.agencyName),
    [
      { name: words.invoices, values: rows.map((r) => Number(r.invoiceAmount)) },
      { name: words.payments, values: rows.map((r) => Number(r.paymentAmount)) },
    ],
  );
  const difference = (r: { invoiceAmount: string; paymentAmount: string }) =>
    new Big(r.invoiceAmount).minus(r.paymentAmount).toFixed(2);
  drawTable(doc, {
    head: [[words.agency, words.invoices, words.payments, words.balance]],
    body: rows.map((r) => [r.agencyName, money(r.invoiceAmount), money(r.paymentAmount), money(difference(r))]),
    foot: [
      [
        words.total,
        money(sum(rows.map((r) => r.invoiceAmount))),
        money(sum(rows.map((r) => r.paymentAmount))),
        money(sum(rows.map(difference))),
      ],
    ],
    columnStyles: { 1: right, 2: right, 3: right },
    after: 8,
  });
}

function perAccount(doc: PdfDocument, report: Report, words: (typeof CHARTS_PDF_TEXTS)['en'], money: Money) {
  const rows = report.figures.perAccount;
  heading(doc, words.perAccount, rows.length ? barChartHeight(rows.length) : 10);
  if (!rows.length) return none(doc, words.none);
  drawBarChart(
    doc,
    rows.map((r) => r.paymentAccountName),
    rows.map((r) => Number(r.amount)),
  );
  drawTable(doc, {
    head: [[words.account, words.amount]],
    body: rows.map((r) => [r.paymentAccountName, money(r.amount)]),
    foot: [[words.total, money(sum(rows.map((r) => r.amount)))]],
    columnStyles: { 1: right },
    after: 8,
  });
}

function perPeriod(doc: PdfDocument, report: Report, words: (typeof CHARTS_PDF_TEXTS)['en'], money: Money) {
  const rows = report.figures.perPeriod;
  heading(doc, words.perPeriod, rows.length ? PIE_CHART_HEIGHT : 10);
  if (!rows.length) return none(doc, words.none);
  const names = rows.map((r) => monthName(r.period, doc.lang));
  drawPieChart(
    doc,
    names,
    rows.map((r) => Number(r.amount)),
  );
  if (rows.some((r) => new Big(r.amount).lte(0))) drawParagraph(doc, words.netCredit, { muted: true });
  drawTable(doc, {
    head: [[words.month, words.amount]],
    body: rows.map((r, i) => [names[i]!, money(r.amount)]),
    foot: [[words.total, money(sum(rows.map((r) => r.amount)))]],
    columnStyles: { 1: right },
  });
}

type Money = (decimal: string) => string;

export async function chartsPdf(
  q: Queryable,
  report: Report,
  lang: Lang,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const words = CHARTS_PDF_TEXTS[lang];
  const today = new Date().toISOString().slice(0, 10);
  const { filter, currency } = report;
  const date = filter.toDate && filter.toDate < today ? filter.toDate : today;
  const money: Money = (decimal) => formatMoney(decimal, currency.currencyInitial, lang);
  const doc = await createPdf({
    title: words.title,
    lang,
    date,
    fileKey: JSON.stringify(['agency-invoice-vs-payment', filter, lang, date]),
  });
  drawLetterhead(doc, await loadTenantLetterhead(q), words.title);
  drawKeyValues(
    doc,
    [
      [
        words.period,
        `${filter.fromDate ? formatDay(filter.fromDate, lang) : words.from} – ${filter.toDate ? formatDay(filter.toDate, lang) : words.to}`,
      ],
      [words.agency, report.agencyName ?? words.allAgencies],
      [words.currency, [currency.currencyName, currency.currencyInitial].filter(Boolean).join(' ')],
      [words.date, formatDay(today, lang)],
    ],
    { columns: 2 },
  );
  perAgency(doc, report, words, money);
  perAccount(doc, report, words, money);
  perPeriod(doc, report, words, money);
  return { bytes: finishPdf(doc), fileName: `${words.fileName} ${date}.pdf` };
}
