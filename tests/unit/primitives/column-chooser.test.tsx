/**
 * The Columns button of a list (ListFrame `columns`, useColumnChoice): a user hides a column and
 * it stays hidden when the list is shown again, for that user only; a column hidden by default
 * can be shown; Default columns brings the default set back; the choice outlives a sign-out
 * (adminStore's reset keeps preferences keyed by user).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AdminContext, localStorageStore, type Store } from 'react-admin';
import { adminStore } from '@admin/admin-store';
import { createI18nProvider } from '@admin/i18n/i18n-provider';
import { buildMessages } from '@admin/i18n/messages';
import { ListFrame } from '@admin/primitives/ListFrame';
import { columnChoiceKey, useColumnChoice, type ChoosableColumn } from '@admin/primitives/useColumnChoice';
import { TOKEN_KEY } from '@admin/session/token-store';
import { en } from '../i18n-texts';
import { setWindowWidth } from './window-width';

const COLUMNS: ChoosableColumn[] = [
  { key: 'reference', label: 'Reference' },
  { key: 'agency', label: 'Agency' },
  { key: 'pax', label: 'Pax', hidden: true },
  { key: 'action', label: 'Action', fixed: true },
];

function Bookings() {
  const columns = useColumnChoice('bookings', COLUMNS);
  return (
    <ListFrame
      title="Bookings"
      loading={false}
      page={1}
      perPage={10}
      total={1}
      setPage={() => undefined}
      columns={columns}
    >
      <Table aria-label="Bookings">
        <TableHead>
          <TableRow>
            {columns.shown.map((c) => (
              <TableCell key={c.key}>{c.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            {columns.shown.map((c) => (
              <TableCell key={c.key}>{`${c.label} of row 1`}</TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </ListFrame>
  );
}

/** A token whose claims name user `sub` (decoded, never verified, by the SPA). */
function signInAs(sub: string) {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  localStorage.setItem(TOKEN_KEY, `${part({ alg: 'none' })}.${part({ sub })}.x`);
}

function show(store: Store, width = 1440) {
  const undo = setWindowWidth(width);
  const i18nProvider = createI18nProvider('en', buildMessages('en', en));
  render(
    <AdminContext i18nProvider={i18nProvider} store={store}>
      <Bookings />
    </AdminContext>,
  );
  return undo;
}

const headers = () =>
  within(screen.getByRole('table', { name: 'Bookings' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

function toggle(label: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  fireEvent.click(within(screen.getByRole('group', { name: 'Columns shown' })).getByRole('checkbox', { name: label }));
  fireEvent.keyDown(screen.getByRole('presentation'), { key: 'Escape' });
}

let undoWidth: (() => void) | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  undoWidth?.();
});

describe('the Columns button', () => {
  it('shows the default columns first, the actions always, and offers only the others', () => {
    signInAs('7');
    undoWidth = show(localStorageStore());
    expect(headers()).toEqual(['Reference', 'Agency', 'Action']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const group = within(screen.getByRole('group', { name: 'Columns shown' }));
    expect(group.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Reference',
      'Agency',
      'Pax',
    ]);
    expect((group.getByRole('checkbox', { name: 'Pax' }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps a hidden column hidden after the list is shown again, for that user only', () => {
    signInAs('7');
    undoWidth = show(localStorageStore());
    toggle('Agency');
    expect(headers()).toEqual(['Reference', 'Action']);
    expect(screen.queryByText('Agency of row 1')).toBeNull();
    cleanup();

    undoWidth();
    undoWidth = show(localStorageStore()); // a new page load: the store read again from localStorage
    expect(headers()).toEqual(['Reference', 'Action']);
    expect(localStorage.getItem(`RaStore.${columnChoiceKey('bookings', '7')}`)).toBe('["reference"]');
    cleanup();

    signInAs('8');
    undoWidth();
    undoWidth = show(localStorageStore());
    expect(headers()).toEqual(['Reference', 'Agency', 'Action']);
  });

  it('shows a column hidden by default in its place, and Default columns brings the default set back', () => {
    signInAs('7');
    undoWidth = show(localStorageStore());
    toggle('Pax');
    expect(headers()).toEqual(['Reference', 'Agency', 'Pax', 'Action']);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(screen.getByRole('button', { name: 'Default columns' }));
    fireEvent.keyDown(screen.getByRole('presentation'), { key: 'Escape' });
    expect(headers()).toEqual(['Reference', 'Agency', 'Action']);
  });

  it('is an icon button on a phone, and the cards leave the hidden column out', () => {
    signInAs('7');
    localStorage.setItem(`RaStore.${columnChoiceKey('bookings', '7')}`, '["reference"]');
    undoWidth = show(localStorageStore(), 390);
    expect(screen.getByRole('button', { name: 'Columns' }).textContent).toBe('');
    const card = screen.getByText('Reference of row 1').closest('tr')!;
    expect(within(card).queryByText('Agency of row 1')).toBeNull();
  });

  it('outlives a sign-out: the store reset keeps the preferences keyed by user', () => {
    adminStore.setItem(columnChoiceKey('bookings', '7'), ['reference']);
    adminStore.setItem('sidebar.open', true);
    adminStore.reset();
    expect(adminStore.getItem(columnChoiceKey('bookings', '7'))).toEqual(['reference']);
    expect(adminStore.getItem('sidebar.open')).toBeUndefined();
  });
});
