/** The statement mail's subject and text in en and fr (plain text; the PDF is attached). */
import type { Lang } from '@schema/types.js';
import { formatDay, formatMoney } from '../pdf/index.js';
import type { StatementPdf } from './pdf.js';

export interface StatementMailText {
  subject: string;
  text: string;
}

export function statementMailText(
  lang: Lang,
  agency: string,
  period: { fromDate?: string | null; toDate?: string | null },
  pdf: StatementPdf,
): StatementMailText {
  const { summary } = pdf;
  const day = (d: string) => formatDay(d, lang);
  const closing = formatMoney(summary.closingBalance.toFixed(2), summary.currencyInitial, lang);
  const company = pdf.companyName || 'Travel back office';
  if (lang === 'fr') {
    const span = period.fromDate
      ? `du ${day(period.fromDate)} au ${day(summary.asOfDate)}`
      : `au ${day(summary.asOfDate)}`;
    return {
      subject: `Relevé des demandes de réservation — ${agency} — ${day(summary.asOfDate)}`,
      text: `Bonjour,\n\nVeuillez trouver ci-joint le relevé des demandes de réservation de ${agency} ${span}.\nSolde au ${day(summary.asOfDate)} : ${closing}.\n\nCordialement,\n${company}\n`,
    };
  }
  const span = period.fromDate
    ? `from ${day(period.fromDate)} to ${day(summary.asOfDate)}`
    : `to ${day(summary.asOfDate)}`;
  return {
    subject: `Reservation Request Statement — ${agency} — ${day(summary.asOfDate)}`,
    text: `Hello,\n\nPlease find attached the reservation request statement of ${agency} ${span}.\nBalance at ${day(summary.asOfDate)}: ${closing}.\n\nKind regards,\n${company}\n`,
  };
}
