/** The payments card's change against last month to the same day, in decimal. */
import { describe, expect, it } from 'vitest';
import { monthChange } from '@resources/invoice-payments/dashboard/month-change';

describe('monthChange', () => {
  it('says the rise or fall as a ratio of last month to the same day', () => {
    expect(monthChange(1250, 1000)).toBe(0.25);
    expect(monthChange(750, 1000)).toBe(-0.25);
    expect(monthChange(0.3, 0.1)).toBe(2); // 0.3 − 0.1 in binary floats would not give exactly 2
  });

  it('gives no ratio when last month had no payment to the same day', () => {
    expect(monthChange(500, 0)).toBeNull();
  });
});
