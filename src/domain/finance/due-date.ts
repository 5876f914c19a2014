/**
 * When an issued invoice is due: the earlier of the issue date plus the payment terms and the
 * first check-in minus the balance days before travel (the balance is paid before the trip), but
 * never before the issue date (an invoice issued a week before travel is due the day it is issued).
 * Dates are `YYYY-MM-DD` calendar days.
 */
export interface DueDateTerms {
  paymentTermsDays: number;
  balanceDaysBeforeTravel: number;
}

const DAY_MS = 86_400_000;
const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function dueDateOf(issueDate: string, firstCheckIn: string | null | undefined, terms: DueDateTerms): string {
  const byTerms = addDays(issueDate, terms.paymentTermsDays);
  const beforeTravel = firstCheckIn ? addDays(firstCheckIn, -terms.balanceDaysBeforeTravel) : byTerms;
  const earlier = beforeTravel < byTerms ? beforeTravel : byTerms;
  return earlier < issueDate ? issueDate : earlier;
}
