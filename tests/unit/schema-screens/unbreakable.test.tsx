/**
 * List and detail cells keep a phone number on one line ('+30 21 0000 / 0006' misreads it);
 * other texts wrap as usual.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { CellValue } from '@admin/schema-screens/cells.js';
import { isGroupedDigits } from '@admin/schema-screens/unbreakable.js';

afterEach(cleanup);

const cell = (value: unknown) =>
  render(
    <AdminContext>
      <CellValue column={{ field: 'phone' }} value={value} lang="en" />
    </AdminContext>,
  );

describe('cells with a number in groups', () => {
  it('keep a phone number on one line', () => {
    cell('+30 21 0000 0006');
    expect(getComputedStyle(screen.getByText('+30 21 0000 0006')).whiteSpace).toBe('nowrap');
  });

  it('let other texts wrap', () => {
    cell('Travel management companies serving corporate accounts.');
    const text = screen.getByText('Travel management companies serving corporate accounts.');
    expect(getComputedStyle(text).whiteSpace).not.toBe('nowrap');
  });

  it('recognise phone numbers and dates, not words, ids alone or long runs of figures', () => {
    for (const text of ['+33 1 40 00 00 01', '(212) 555-0100', '+1-305-000-1212', '2026-11-27', '0212 000 40 40'])
      expect(isGroupedDigits(text), text).toBe(true);
    for (const text of ['Room 12', 'AZV-FIT', '12 Rue Scribe, 75009 Paris', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16'])
      expect(isGroupedDigits(text), text).toBe(false);
  });
});
