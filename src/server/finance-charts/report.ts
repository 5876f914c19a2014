/**
 * The report for one caller: the agency held to the caller's scope (an agency user reads their own
 * agency only; another agency's id, or one that does not exist, is a 404, as on the statement), the
 * currency the amounts are in (the one asked for, else the tenant's: amounts of two currencies are
 * never added), then the figures (report-sql.ts).
 */
import type { ChartsAnswer, ChartsSearch } from '@domain/finance-charts/index.js';
import type { Queryable } from '../db/types.js';
import type { Lang } from '@schema/types.js';
import { notFound, ValidationError } from '../errors.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { financeSettings } from '../settings/index.js';
import { chartsMessage } from './messages.js';
import { readReportFigures, type ReportFigures, type ReportFilter } from './report-sql.js';

export type ReportCurrency = {
  currencyId: number | null;
  currencyName: string | null;
  currencyInitial: string | null;
};

export interface Report {
  filter: ReportFilter;
  currency: ReportCurrency;
  /** The agency asked for (its name for the PDF), if any. */
  agencyName: string | null;
  figures: ReportFigures;
}

async function agencyOf(q: Queryable, search: ChartsSearch, scope: AgencyScope) {
  const agencyId = scope.agencyId ?? search.agencyId ?? null;
  if (scope.agencyId !== undefined && search.agencyId && search.agencyId !== scope.agencyId) throw notFound();
  if (agencyId === null) return { agencyId, agencyName: null };
  const [agency] = await q.query<{ title: string }>('SELECT title FROM agency WHERE id = $1 AND NOT is_deleted', [
    agencyId,
  ]);
  if (!agency) throw notFound();
  return { agencyId, agencyName: agency.title };
}

async function currencyOf(q: Queryable, currencyId: number | null | undefined, lang: Lang): Promise<ReportCurrency> {
  if (!currencyId) {
    const { currencyId: id, currencyName, currencyInitial } = await financeSettings(q);
    return { currencyId: id, currencyName, currencyInitial };
  }
  const [currency] = await q.query<ReportCurrency>(
    `SELECT id AS "currencyId", title AS "currencyName", initial AS "currencyInitial" FROM currency WHERE id = $1`,
    [currencyId],
  );
  if (!currency) throw new ValidationError({ currencyId: [chartsMessage(lang, 'invalid', 'currencyId')] });
  return currency;
}

export async function readReport(
  q: Queryable,
  search: ChartsSearch,
  caller: { agencyScope: AgencyScope; lang: Lang },
): Promise<Report> {
  const { agencyId, agencyName } = await agencyOf(q, search, caller.agencyScope);
  const currency = await currencyOf(q, search.currencyId, caller.lang);
  const filter: ReportFilter = {
    agencyId,
    fromDate: search.fromDate ?? null,
    toDate: search.toDate ?? null,
    currencyId: currency.currencyId,
  };
  return { filter, currency, agencyName, figures: await readReportFigures(q, filter) };
}

/** The JSON answer: the amounts as numbers to the cent (their decimal text read once). */
export function reportAnswer({ figures, currency }: Report): ChartsAnswer {
  return {
    agencyInvoiceVsPayment: figures.perAgency.map((a) => ({
      ...a,
      invoiceAmount: Number(a.invoiceAmount),
      paymentAmount: Number(a.paymentAmount),
    })),
    amountPerPaymentAccount: figures.perAccount.map((a) => ({ ...a, amount: Number(a.amount) })),
    invoiceSumPerPeriod: figures.perPeriod.map((p) => ({ ...p, amount: Number(p.amount) })),
    ...currency,
  };
}
