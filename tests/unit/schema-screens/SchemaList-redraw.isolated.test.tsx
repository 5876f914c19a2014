import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoRows, fakeApi, renderList } from './harness.js';

// Counts the table's cell renders: the rows are most of a list page's elements, and the screen
// renders again for things that do not change them (a dialog opening, react-admin's own state).
const cellRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@admin/schema-screens/cells.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('@admin/schema-screens/cells.js')>();
  return {
    ...original,
    CellValue: (props: Parameters<typeof original.CellValue>[0]) => {
      cellRenders.count += 1;
      return original.CellValue(props);
    },
  };
});

describe('schema list: the rows are drawn again only when they change', () => {
  it('leaves the table alone when the screen opens the delete confirmation', async () => {
    renderList({ fetchJson: fakeApi(demoRows(3)).fetchJson });
    await screen.findByText('Showing 1 to 3 of 3 results');
    const drawn = cellRenders.count;
    expect(drawn).toBeGreaterThanOrEqual(3 * 6); // three rows of six columns, at least once
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    await screen.findByRole('dialog', { name: "Delete the payment account 'Account 1'?" });
    expect(cellRenders.count).toBe(drawn);
  });

  it('draws them again when the rows change (the next page)', async () => {
    renderList({ fetchJson: fakeApi().fetchJson });
    await screen.findByText('Showing 1 to 10 of 12 results');
    const drawn = cellRenders.count;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 12 of 12 results');
    await screen.findByText('Account 11'); // the next page's rows, once loaded
    expect(cellRenders.count).toBeGreaterThan(drawn);
  });
});
