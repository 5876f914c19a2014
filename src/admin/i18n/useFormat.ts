import { formatsFor, type Formats } from './format';
import { useLang } from './useLang';

/**
 * Dates, times, numbers and amounts in the UI language (`format.ts` says the styles).
 * @example const f = useFormat(); f.date(row.checkInDate); f.amount(row.total, row.currencyInitial)
 */
export function useFormat(): Formats {
  return formatsFor(useLang());
}
