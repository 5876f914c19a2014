/**
 * The statement as a PDF (`POST statement/pdf`, and the mail's attachment), drawn with the PDF
 * engine (src/server/pdf): the letterhead, the agency and the period, every matching row (the
 * header repeated on each page), the totals row, then on the last page the summary (opening
 * balance, totals, closing balance) and the aging. Dated the statement's as-of date and keyed by
 * its search, so the same statement gives the same bytes.
 */
import {
  AGING_BUCKETS,
  PAYMENT_STATUS_LABELS,
  paymentStatus,
  type StatementFilter,
  type StatementSummary,
} from '@domain/statement/index.js';
import type { Lang } from '@schema/types.js';
import type { Db } from '../db/types.js';
import {
  createPdf,
  drawHeading,
  drawKeyValues,
  drawLetterhead,
  drawTable,
  ensureSpace,
  finishPdf,
  formatDay,
  formatMoney,
  loadTenantLetterhead,
  plainLines,
} from '../pdf/index.js';
import { STATEMENT_PDF_TEXTS } from './pdf-texts.js';
import { readWholeStatement, type StatementAgency } from './statement.js';

export interface StatementPdf {
  bytes: Uint8Array;
  fileName: string;
  summary: StatementSummary;
  companyName: string;
}

/** `fn` remembered by its argument: a statement repeats its days and amounts (Intl is ~40 µs a call). */
function remembered(fn: (value: string) => string): (value: string) => string {
  const seen = new Map<string, string>();
  return (value) => {
    let text = seen.get(value);
    if (text === undefined) seen.set(value, (text = fn(value)));
    return text;
  };
}

/** Money of the summary: JSON numbers exact to the cent, written with two decimals. */
const cents = (value: number) => value.toFixed(2);

export async function statementPdf(
  q: Db,
  agency: StatementAgency,
  filter: StatementFilter,
  lang: Lang,
): Promise<StatementPdf> {
  const words = STATEMENT_PDF_TEXTS[lang];
  const { rows, summary } = await readWholeStatement(q, filter);
  const currency = summary.currencyInitial;
  const money = (value: string | number) =>
    formatMoney(typeof value === 'number' ? cents(value) : value, currency, lang);
  const day = remembered((d) => formatDay(d, lang));
  const rowMoney = remembered((key) => {
    const [amount, code] = key.split(' ');
    return formatMoney(amount!, code || currency, lang);
  });
  const doc = await createPdf({
    title: `${words.title} — ${agency.title}`,
    lang,
    date: summary.asOfDate,
    fileKey: JSON.stringify([
      'statement',
      agency.id,
      filter.fromDate,
      filter.toDate,
      filter.search,
      lang,
      summary.asOfDate,
    ]),
  });
  const tenant = await loadTenantLetterhead(q);
  drawLetterhead(doc, tenant, words.title);
  drawKeyValues(
    doc,
    [
      [words.agency, agency.title],
      [words.code, agency.code],
      [words.address, agency.address],
      [words.from, filter.fromDate ? formatDay(filter.fromDate, lang) : words.all],
      [words.to, formatDay(filter.toDate ?? summary.asOfDate, lang)],
      [words.search, filter.search],
    ],
    { columns: 2 },
  );
  const right = { halign: 'right' as const, cellWidth: 22 };
  drawTable(doc, {
    head: [words.head],
    body: rows.length
      ? rows.map((row) => [
          `${row.requestRef}\n${row.invoiceNumber}`,
          plainLines(row.description),
          `${day(row.issueDate)}\n${day(row.dueDate ?? '')}`,
          rowMoney(`${row.total} ${row.currencyInitial ?? ''}`),
          rowMoney(`${row.paid} ${row.currencyInitial ?? ''}`),
          rowMoney(`${row.balance} ${row.currencyInitial ?? ''}`),
          PAYMENT_STATUS_LABELS[lang][paymentStatus(row.total, row.paid)],
        ])
      : [[{ content: words.none, colSpan: 7, styles: { halign: 'center' } }]],
    foot: [
      [
        { content: words.totals, colSpan: 3 },
        money(summary.invoicesTotal),
        money(summary.invoicePaymentsTotal),
        money(summary.balanceTotal),
        '',
      ],
    ],
    columnStyles: { 0: { cellWidth: 34 }, 2: { cellWidth: 25 }, 3: right, 4: right, 5: right, 6: { cellWidth: 26 } },
  });
  // The summary and the aging stay together on the last page.
  ensureSpace(doc, 75);
  drawHeading(doc, words.summary);
  drawKeyValues(doc, [
    [words.opening, money(summary.openingBalance)],
    [words.invoices, money(summary.invoicesTotal)],
    [words.payments, money(summary.invoicePaymentsTotal)],
    [words.balance, money(summary.balanceTotal)],
    [`${words.closing} (${formatDay(summary.asOfDate, lang)})`, money(summary.closingBalance)],
  ]);
  drawHeading(doc, `${words.aging} (${formatDay(summary.asOfDate, lang)})`);
  drawTable(doc, {
    head: [words.buckets],
    body: [AGING_BUCKETS.map((key) => money(summary.aging[key]))],
    columnStyles: Object.fromEntries(AGING_BUCKETS.map((_, i) => [i, { halign: 'right' as const }])),
  });
  const slug = agency.title.replace(/[\\/:*?"<>|]+/g, ' ').trim();
  return {
    bytes: finishPdf(doc),
    fileName: `${words.fileName} ${slug} ${summary.asOfDate}.pdf`,
    summary,
    companyName: tenant.companyName,
  };
}
