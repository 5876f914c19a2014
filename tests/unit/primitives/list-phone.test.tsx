/**
 * A list at a phone's width (390 px): the filters fold behind one button counting those set,
 * the rows are cards of "label value" lines with their actions as labelled buttons. The same
 * list at 1440 px keeps its filter bar and table. Any list gets this from ListFrame and
 * ListFilters; the table here is a plain bespoke one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '@admin/i18n/i18n-provider';
import { buildMessages } from '@admin/i18n/messages';
import { ListFilters, type FilterField } from '@admin/primitives/ListFilters';
import { ListFrame } from '@admin/primitives/ListFrame';
import { RowActions } from '@admin/primitives/RowActions';
import { en } from '../i18n-texts';
import { setWindowWidth } from './window-width';

let undoWidth: (() => void) | undefined;
afterEach(() => undoWidth?.());

const fields: FilterField[] = [
  { name: 'statusId', label: 'Status', type: 'select', options: [{ value: '1', label: 'Pending' }] },
  { name: 'agency', label: 'Agency', type: 'text' },
  { name: 'type', label: 'Type', type: 'select', options: [{ value: 'FIT', label: 'FIT' }] },
];

const rows = [
  { id: 1, reference: 'ORS-FIT-000045', agency: 'Atlas Voyages', pax: 3 },
  { id: 2, reference: 'ORS-FIT-000044', agency: 'Nordic Trails', pax: 4 },
];

function BookingList({ onEdit = () => undefined }: { onEdit?: (id: number) => void }) {
  return (
    <ListFrame
      title="Bookings"
      loading={false}
      page={1}
      perPage={10}
      total={rows.length}
      setPage={() => undefined}
      filters={<ListFilters fields={fields} values={{ statusId: '1', agency: 'Atlas' }} onChange={() => undefined} />}
    >
      <Table aria-label="Bookings">
        <TableHead>
          <TableRow>
            <TableCell>Reference</TableCell>
            <TableCell>Agency</TableCell>
            <TableCell>
              <TableSortLabel active direction="asc">
                Pax
              </TableSortLabel>
            </TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.reference}</TableCell>
              <TableCell>{row.agency}</TableCell>
              <TableCell>{row.pax}</TableCell>
              <TableCell>
                <RowActions onEdit={() => onEdit(row.id)} onDelete={() => undefined} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ListFrame>
  );
}

function show(width: number, onEdit?: (id: number) => void) {
  undoWidth = setWindowWidth(width);
  const i18nProvider = createI18nProvider('en', buildMessages('en', en));
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <BookingList onEdit={onEdit} />
    </AdminContext>,
  );
}

describe('a list on a phone', () => {
  it("folds the filters behind a 'Filters' button that counts those set and opens them in a panel", () => {
    show(390);
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(within(panel).getByRole('textbox', { name: 'Agency' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });

  it('shows each row as a card: its columns as label and value, its actions as labelled buttons', () => {
    const onEdit = vi.fn();
    show(390, onEdit);
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(table.closest('[data-layout]')?.getAttribute('data-layout')).toBe('cards');
    // The header row gives way to the labels of the cards, keeping its sort controls on a line.
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Pax']);
    expect(headers[0].closest('tr')?.dataset.sortLabel).toBe('Sort by:');
    const first = screen.getByText('ORS-FIT-000045').closest('tr')!;
    const labels = [...first.querySelectorAll('td')].map((cell) => [cell.dataset.label, cell.textContent]);
    expect(labels.slice(0, 3)).toEqual([
      ['Reference', 'ORS-FIT-000045'],
      ['Agency', 'Atlas Voyages'],
      ['Pax', '3'],
    ]);
    const edit = within(first).getByRole('button', { name: 'Edit' });
    expect(edit.textContent).toBe('Edit');
    expect(within(first).getByRole('button', { name: 'Delete' }).textContent).toBe('Delete');
    fireEvent.click(edit);
    expect(onEdit).toHaveBeenCalledWith(1);
  });
});

describe('the same list on a wide screen', () => {
  it('keeps the filter bar and the table with icon actions', () => {
    show(1440);
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(table.closest('[data-layout]')?.getAttribute('data-layout')).toBe('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Reference', 'Agency', 'Pax', 'Action']);
    const first = screen.getByText('ORS-FIT-000045').closest('tr')!;
    expect(within(first).getByRole('button', { name: 'Edit' }).textContent).toBe('');
    // A narrow actions column must not stack the icons one under another.
    const actions = first.querySelector('[data-row-actions]')!;
    expect(getComputedStyle(actions).flexWrap).toBe('nowrap');
  });
});
