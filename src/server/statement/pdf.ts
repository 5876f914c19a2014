/**
 * The statement as a PDF (`POST statement/pdf`, and the mail's attachment), drawn with the PDF
 * engine (src/server/pdf): the letterhead, the agency and the period, every matching row (the
 * header repeated on each page), the totals row (the rows' columns added up), then on the last
 * page the summary, every figure the receivables ledger's (opening balance, the period's invoices
 * net of credit notes and the credit notes, its payments net of refunds and the refunds, closing
 * balance, credit on account, the rows' balance total) and the aging with the credit on account
 * and its total, the closing balance. Dated the statement's as-of date and keyed by its search,
 * so the same statement gives the same bytes.
 *
 * The columns other than Description are as wide as what they hold (measured in the font), so an
 * amount (`123 456 789,00 €`), a reference (`ORS-FIT-000123`) or a date is never broken over two
 * lines; Description takes the rest. When the figures leave it less than 30 mm, the table's type
 * is made smaller (down to 6 pt) until it has them.
 */
import Big from 'big.js';
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
  CELL_PADDING,
  COLOURS,
  CONTENT_WIDTH,
  createPdf,
  drawHeading,
  drawKeyValues,
  drawLetterhead,
  drawTable,
  ensureSpace,
  finishPdf,
  FONT_SIZE,
  formatDay,
  formatMoney,
  loadTenantLetterhead,
  measureText,
  plainLines,
  wordsOf,
  type PdfDocument,
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

/** What a sized column holds: its body texts (whole, or only whole words), its foot's, its head's. */
interface ColumnContent {
  body: string[];
  foot?: string[];
  head: string;
  /** The body may wrap between words (a status); otherwise each line stays whole. */
  wraps?: boolean;
}

/** The room Description keeps at least, mm; the smallest type the table goes down to, pt. */
const DESCRIPTION_MIN = 30;
const SMALLEST_TYPE = 6;
/** Besides the padding: what keeps a measured line from wrapping on a rounding, mm. */
const SLACK = 0.5;

/**
 * The widths of the sized columns and the table's type size: each column's widest line in the
 * body font (foot and head in bold; the head and a wrapping body by their longest word) plus
 * the padding, at the body size when Description keeps its 30 mm, else at the size that leaves
 * them (widths grow in proportion to the size, the padding does not).
 */
export function sizedColumns(
  doc: PdfDocument,
  columns: ColumnContent[],
  room = CONTENT_WIDTH - DESCRIPTION_MIN,
): { widths: number[]; fontSize: number } {
  const body = FONT_SIZE.body;
  const text = columns.map((c) =>
    Math.max(
      measureText(doc, c.wraps ? wordsOf(c.body) : c.body),
      measureText(doc, c.foot ?? [], { bold: true }),
      measureText(doc, wordsOf([c.head]), { bold: true }),
    ),
  );
  const padding = 2 * CELL_PADDING + SLACK;
  const needed = text.reduce((sum, width) => sum + width, 0);
  const fits = room - padding * columns.length;
  const fontSize = needed <= fits ? body : Math.max(SMALLEST_TYPE, Math.floor(((body * fits) / needed) * 4) / 4);
  return { widths: text.map((width) => (width * fontSize) / body + padding), fontSize };
}

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
  const cells = rows.map((row) => [
    `${row.requestRef}\n${row.invoiceNumber}`,
    plainLines(row.description),
    `${day(row.issueDate)}\n${day(row.dueDate ?? '')}`,
    rowMoney(`${row.total} ${row.currencyInitial ?? ''}`),
    rowMoney(`${row.paid} ${row.currencyInitial ?? ''}`),
    rowMoney(`${row.balance} ${row.currencyInitial ?? ''}`),
    PAYMENT_STATUS_LABELS[lang][paymentStatus(row.total, row.paid)],
  ]);
  // The rows' columns added up (each row's figures are the ledger's); the balances' sum is the summary's.
  const columnSum = (key: 'total' | 'paid') => rows.reduce((sum, row) => sum.plus(row[key]), new Big(0)).toFixed(2);
  const totals = [money(columnSum('total')), money(columnSum('paid')), money(summary.balanceTotal)];
  const column = (k: number) => cells.map((cell) => cell[k]!);
  const { widths, fontSize } = sizedColumns(doc, [
    { body: column(0), head: words.head[0]! },
    { body: column(2), head: words.head[2]! },
    { body: column(3), foot: [totals[0]!], head: words.head[3]! },
    { body: column(4), foot: [totals[1]!], head: words.head[4]! },
    { body: column(5), foot: [totals[2]!], head: words.head[5]! },
    { body: column(6), head: words.head[6]!, wraps: true },
  ]);
  const [refWidth, dateWidth, totalWidth, paidWidth, balanceWidth, statusWidth] = widths;
  const right = { halign: 'right' as const };
  drawTable(doc, {
    head: [words.head],
    body: cells.length ? cells : [[{ content: words.none, colSpan: 7, styles: { halign: 'center' } }]],
    foot: [[{ content: words.totals, colSpan: 3 }, ...totals, '']],
    columnStyles: {
      0: { cellWidth: refWidth },
      2: { cellWidth: dateWidth },
      3: { ...right, cellWidth: totalWidth },
      4: { ...right, cellWidth: paidWidth },
      5: { ...right, cellWidth: balanceWidth },
      6: { cellWidth: statusWidth },
    },
    fontSize,
  });
  // The summary and the aging stay together on the last page.
  ensureSpace(doc, 100);
  drawHeading(doc, words.summary);
  // Label and amount, each column as wide as its widest text, the amounts aligned right.
  const lines = [
    [words.opening, money(summary.openingBalance)],
    [words.invoices, money(summary.invoicesTotal)],
    [words.creditNotes, money(summary.creditNotesTotal)],
    [words.payments, money(summary.invoicePaymentsTotal)],
    [words.refunds, money(summary.refundsTotal)],
    [`${words.closing} (${formatDay(summary.asOfDate, lang)})`, money(summary.closingBalance)],
    [words.creditOnAccount, money(summary.creditOnAccount)],
    [words.balance, money(summary.balanceTotal)],
  ];
  const [labelWidth, amountWidth] = sizedColumns(doc, [
    { body: lines.map(([label]) => label!), head: '' },
    { body: lines.map(([, amount]) => amount!), foot: [money(summary.closingBalance)], head: '' },
  ]).widths;
  drawTable(doc, {
    head: [],
    body: lines.map(([label, amount], i) =>
      i === 5 ? [label!, { content: amount!, styles: { fontStyle: 'bold' as const } }] : [label!, amount!],
    ),
    theme: 'plain',
    columnStyles: {
      0: { textColor: [...COLOURS.muted], cellWidth: labelWidth },
      1: { ...right, cellWidth: amountWidth },
    },
  });
  drawHeading(doc, `${words.aging} (${formatDay(summary.asOfDate, lang)})`);
  // The buckets, the credit on account (≤ 0) and their total: the closing balance.
  const aging = [
    ...AGING_BUCKETS.map((key) => summary.aging[key]),
    summary.aging.unallocatedCredit,
    summary.closingBalance,
  ].map(money);
  // Equal columns: the type made smaller when the widest amount does not fit one.
  const bucket = CONTENT_WIDTH / aging.length;
  const agingType = sizedColumns(
    doc,
    aging.map((amount, i) => ({ body: [amount], head: words.buckets[i]! })),
    CONTENT_WIDTH,
  ).fontSize;
  drawTable(doc, {
    head: [words.buckets],
    body: [aging],
    columnStyles: Object.fromEntries(aging.map((_, i) => [i, { halign: 'right' as const, cellWidth: bucket }])),
    fontSize: agingType,
  });
  const slug = agency.title.replace(/[\\/:*?"<>|]+/g, ' ').trim();
  return {
    bytes: finishPdf(doc),
    fileName: `${words.fileName} ${slug} ${summary.asOfDate}.pdf`,
    summary,
    companyName: tenant.companyName,
  };
}
