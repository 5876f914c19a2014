/**
 * The statement mail's subject and text in en and fr (plain text; the PDF is attached): the
 * summary as the PDF and the screen show it, the same figures under the PDF's words: opening
 * balance, the period's invoices (net of credit notes) and credit notes, payments (net of refunds)
 * and refunds, the closing balance, the credit on account, then the aging with the credit on
 * account and its total, the closing balance.
 */
import { AGING_BUCKETS, type StatementSummary } from '@domain/statement/index.js';
import type { Lang } from '@schema/types.js';
import { formatDay, formatMoney } from '../pdf/index.js';
import type { StatementPdf } from './pdf.js';
import { STATEMENT_PDF_TEXTS } from './pdf-texts.js';

export interface StatementMailText {
  subject: string;
  text: string;
}

/** The summary's lines, `label : amount` (fr) or `label: amount` (en), and the aging's after a blank line. */
function summaryLines(lang: Lang, summary: StatementSummary, closingLabel: string): string {
  const words = STATEMENT_PDF_TEXTS[lang];
  const money = (value: number) => formatMoney(value.toFixed(2), summary.currencyInitial, lang);
  const line = ([label, value]: [string, number]) => `${label}${lang === 'fr' ? ' : ' : ': '}${money(value)}`;
  const figures: [string, number][] = [
    [words.opening, summary.openingBalance],
    [words.invoices, summary.invoicesTotal],
    [words.creditNotes, summary.creditNotesTotal],
    [words.payments, summary.invoicePaymentsTotal],
    [words.refunds, summary.refundsTotal],
    [closingLabel, summary.closingBalance],
    [words.creditOnAccount, summary.creditOnAccount],
  ];
  const aging = [...AGING_BUCKETS.map((key) => summary.aging[key]), summary.aging.unallocatedCredit].map(
    (value, i): [string, number] => [words.buckets[i]!, value],
  );
  aging.push([words.buckets.at(-1)!, summary.closingBalance]);
  const day = formatDay(summary.asOfDate, lang);
  const agingHead = lang === 'fr' ? `${words.aging} au ${day} :` : `${words.aging} at ${day}:`;
  return `${figures.map(line).join('\n')}\n\n${agingHead}\n${aging.map(line).join('\n')}`;
}

export function statementMailText(
  lang: Lang,
  agency: string,
  period: { fromDate?: string | null; toDate?: string | null },
  pdf: StatementPdf,
): StatementMailText {
  const { summary } = pdf;
  const day = (d: string) => formatDay(d, lang);
  const company = pdf.companyName || 'Travel back office';
  if (lang === 'fr') {
    const span = period.fromDate
      ? `du ${day(period.fromDate)} au ${day(summary.asOfDate)}`
      : `au ${day(summary.asOfDate)}`;
    return {
      subject: `Relevé des demandes de réservation — ${agency} — ${day(summary.asOfDate)}`,
      text: `Bonjour,\n\nVeuillez trouver ci-joint le relevé des demandes de réservation de ${agency} ${span}.\n\n${summaryLines(lang, summary, `Solde au ${day(summary.asOfDate)}`)}\n\nCordialement,\n${company}\n`,
    };
  }
  const span = period.fromDate
    ? `from ${day(period.fromDate)} to ${day(summary.asOfDate)}`
    : `to ${day(summary.asOfDate)}`;
  return {
    subject: `Reservation Request Statement — ${agency} — ${day(summary.asOfDate)}`,
    text: `Hello,\n\nPlease find attached the reservation request statement of ${agency} ${span}.\n\n${summaryLines(lang, summary, `Balance at ${day(summary.asOfDate)}`)}\n\nKind regards,\n${company}\n`,
  };
}
