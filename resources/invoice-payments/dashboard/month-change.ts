import Big from 'big.js';

/**
 * The change of this month's payments against last month's to the same day, as a ratio
 * (`0.25` = +25 %), computed in decimal; null when last month had none (no ratio to show).
 * @example monthChange(1250, 1000) // 0.25
 */
export function monthChange(thisMonth: number, lastMonthToDate: number): number | null {
  if (lastMonthToDate === 0) return null;
  return Number(new Big(thisMonth).minus(lastMonthToDate).div(lastMonthToDate).round(4));
}
