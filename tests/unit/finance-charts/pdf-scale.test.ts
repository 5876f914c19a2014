/** The PDF charts' value axis: nice steps from 0, room for a net credit, labels in the reader's language. */
import { describe, expect, it } from 'vitest';
import { percentLabel, tickLabel, valueScale } from '@server/finance-charts/pdf-scale.js';

describe('valueScale', () => {
  it('starts at 0 and ends on a nice step above the largest value', () => {
    const scale = valueScale([82361.4, 17660.5, 0]);
    expect(scale.ticks).toEqual([0, 20000, 40000, 60000, 80000, 100000]);
    expect([scale.min, scale.max]).toEqual([0, 100000]);
    expect(scale.at(50000, 0, 100)).toBe(50);
  });

  it('goes below 0 for a net credit and keeps 0 among its ticks', () => {
    const scale = valueScale([-800, 1200]);
    expect(scale.min).toBeLessThan(0);
    expect(scale.ticks).toContain(0);
    expect(scale.at(-800, 0, 100)).toBeGreaterThanOrEqual(0);
  });

  it('draws an axis when every value is 0', () => {
    const scale = valueScale([0, 0]);
    expect(scale.max).toBeGreaterThan(scale.min);
    expect(Number.isFinite(scale.at(0, 0, 100))).toBe(true);
  });
});

it('writes ticks and shares in the language', () => {
  expect(tickLabel(20000, 'en')).toBe('20k');
  expect(tickLabel(1500, 'fr')).toMatch(/^1,5\sk$/);
  expect(percentLabel(1, 8, 'en')).toBe('12.5%');
  expect(percentLabel(1, 8, 'fr')).toMatch(/^12,5\s%$/);
});
