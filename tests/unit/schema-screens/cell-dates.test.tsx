/** Dates in generated lists: a column's format, or its property's, written in the UI language without a time-zone shift. */
import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CellValue } from '@admin/schema-screens/cells.js';
import type { ColumnAnnotation, EntitySchema } from '@schema/types.js';

const schema = {
  properties: {
    openedOn: { type: 'string', format: 'date', title: 'Opened on' },
    ratio: { type: 'number', title: 'Ratio' },
  },
} as unknown as EntitySchema;

const cell = (column: ColumnAnnotation, value: unknown, lang: 'en' | 'fr') =>
  render(
    <AdminContext>
      <CellValue column={column} value={value} lang={lang} schema={schema} />
    </AdminContext>,
  ).container.textContent?.replace(/[\u202f\u00a0]/g, ' ');

describe('dates and numbers in generated list cells', () => {
  let zone: string | undefined;
  // West of UTC a calendar date read as midnight UTC shows the day before.
  beforeAll(() => {
    zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('writes a date property as a medium date in the language, the day as stored', () => {
    expect(cell({ field: 'openedOn' }, '2026-11-18', 'en')).toBe('Nov 18, 2026');
    expect(cell({ field: 'openedOn' }, '2026-11-18', 'fr')).toBe('18 nov. 2026');
    expect(cell({ field: 'other', format: 'date' }, '2026-11-01', 'fr')).toBe('1 nov. 2026');
  });

  it('writes a date-time column with its time, and a decimal with the language separator', () => {
    expect(cell({ field: 'deletedDate', format: 'datetime' }, '2026-11-18T14:05:00Z', 'fr')).toMatch(
      /^18 nov\. 2026, \d{2}:05$/,
    );
    expect(cell({ field: 'ratio' }, 1234.5, 'fr')).toBe('1 234,5');
  });
});
