import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoRows, fakeApi, FakeHttpError, renderList } from './harness.js';

const listCalls = (calls: { path: string; params: Record<string, string> }[]) =>
  calls.filter((c) => c.path === '/finance/paymentaccount/get');

describe('schema list of payment accounts', () => {
  it('shows the spec columns, the first 10 rows and the paging footer', async () => {
    const api = fakeApi();
    renderList({ fetchJson: api.fetchJson });
    expect(await screen.findByRole('heading', { name: 'Payment Accounts' })).toBeTruthy();
    await screen.findByText('Showing 1 to 10 of 12 results');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Title', 'Ref', 'Payment Account Category', 'Initial', 'Status', 'Action']);
    const table = screen.getByRole('table', { name: 'Payment Accounts' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('Account 1')).toBeTruthy();
    expect(within(first).getByText('Bank')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(within(table).getAllByRole('row')[2]).getByText('In-Active')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    expect(listCalls(api.calls)[0].params).toMatchObject({
      search: '',
      pageIndex: '1',
      pageSize: '10',
      sort: 'id',
      order: 'DESC',
    });
  });

  it('goes to the next page and disables Next on the last one', async () => {
    const api = fakeApi();
    renderList({ fetchJson: api.fetchJson });
    await screen.findByText('Showing 1 to 10 of 12 results');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 12 of 12 results');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByText('Showing 1 to 10 of 12 results');
  });

  it('keeps the page in the URL: a link to page 2 opens page 2, and Back returns to the page before', async () => {
    const api = fakeApi();
    renderList({ fetchJson: api.fetchJson, query: '?page=2' });
    await screen.findByText('Showing 11 to 12 of 12 results');
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByText('Showing 1 to 10 of 12 results');
    expect(window.location.hash).toBe('#/');
    window.history.back();
    await screen.findByText('Showing 11 to 12 of 12 results', undefined, { timeout: 5000 });
    expect(window.location.hash).toBe('#/?page=2');
  });

  it('goes to the last page there is when a link names a page past the end', async () => {
    renderList({ fetchJson: fakeApi().fetchJson, query: '?page=9' });
    await screen.findByText('Showing 11 to 12 of 12 results', undefined, { timeout: 5000 });
    expect(window.location.hash).toBe('#/?page=2');
  });

  it('keeps the search and the sort in the URL and shows the search in the box', async () => {
    const api = fakeApi();
    renderList({ fetchJson: api.fetchJson, query: '?search=Account%201&sort=title&order=ASC' });
    await screen.findByText('Showing 1 to 4 of 4 results');
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('Account 1');
    expect(listCalls(api.calls)[0].params).toMatchObject({ search: 'Account 1', sort: 'title', order: 'ASC' });
  });

  it('sorts by a column when its header is clicked', async () => {
    const api = fakeApi();
    renderList({ fetchJson: api.fetchJson });
    await screen.findByText('Showing 1 to 10 of 12 results');
    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.params).toMatchObject({ sort: 'title', order: 'ASC' }));
  });

  it('shows one empty row reading "No data available" when there are no rows', async () => {
    renderList({ fetchJson: fakeApi([]).fetchJson });
    await screen.findByText('No data available');
    expect(screen.getByText('Showing 0 to 0 of 0 results')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('searches only with 3 characters or more, after the debounce, and on Enter', async () => {
    const api = fakeApi();
    renderList({ fetchJson: api.fetchJson });
    await screen.findByText('Showing 1 to 10 of 12 results');
    const search = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'ac' } });
    await new Promise((r) => setTimeout(r, 450));
    expect(listCalls(api.calls).some((c) => c.params.search === 'ac')).toBe(false);

    fireEvent.change(search, { target: { value: 'Account 1' } });
    // The search goes through the URL (a navigation) after the 300 ms debounce: slower in jsdom.
    await screen.findByText('Showing 1 to 4 of 4 results', undefined, { timeout: 5000 });
    expect(listCalls(api.calls).some((c) => c.params.search === 'Account 1')).toBe(true);

    fireEvent.change(search, { target: { value: 'Account 12' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(listCalls(api.calls).some((c) => c.params.search === 'Account 12')).toBe(true), {
      timeout: 1000,
    });
    await screen.findByText('Showing 1 to 1 of 1 results');

    fireEvent.change(search, { target: { value: '' } });
    await screen.findByText('Showing 1 to 10 of 12 results');
  });

  it('hides Add, Edit, Delete and Trash without the permissions, and keeps History', async () => {
    renderList({ fetchJson: fakeApi().fetchJson, permissions: ['Finance.PaymentAccounts.ViewList'] });
    await screen.findByText('Showing 1 to 10 of 12 results');
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Trash' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'Edit' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Delete' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'History' })).toHaveLength(10);
  });

  it('shows Delete but not Add or Edit with only the delete permission', async () => {
    renderList({
      fetchJson: fakeApi().fetchJson,
      permissions: ['Finance.PaymentAccounts.ViewList', 'Finance.PaymentAccounts.Delete'],
    });
    await screen.findByText('Showing 1 to 10 of 12 results');
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'Edit' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(10);
  });

  it('deletes a row after the confirmation, says so and reloads', async () => {
    const rows = demoRows(3);
    const api = fakeApi(rows);
    renderList({ fetchJson: api.fetchJson });
    await screen.findByText('Showing 1 to 3 of 3 results');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText("You won't be able to revert this!")).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    rows.splice(0, 1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    await screen.findByText('Payment account deleted successfully!');
    expect(api.calls.some((c) => c.method === 'DELETE' && c.params.id === '1')).toBe(true);
    await screen.findByText('Showing 1 to 2 of 2 results');
  });

  it("toasts the spec's failure text followed by the server's reason when a delete is refused", async () => {
    const api = fakeApi(demoRows(3), (call) => {
      if (call.method === 'DELETE')
        throw new FakeHttpError(409, { title: 'Conflict', status: 409, detail: 'It is used by 3 payment accounts.' });
      return undefined;
    });
    renderList({ fetchJson: api.fetchJson });
    await screen.findByText('Showing 1 to 3 of 3 results');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    await screen.findByText('Failed to delete payment account. It is used by 3 payment accounts.');
  });

  it('toasts only the failure text when the server gives no reason', async () => {
    const api = fakeApi(demoRows(3), (call) => {
      if (call.method === 'DELETE') throw new FakeHttpError(500, undefined);
      return undefined;
    });
    renderList({ fetchJson: api.fetchJson });
    await screen.findByText('Showing 1 to 3 of 3 results');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes, delete it!',
      }),
    );
    await screen.findByText('Failed to delete payment account.');
  });

  it('speaks French', async () => {
    renderList({ fetchJson: fakeApi().fetchJson, locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Comptes de paiement' })).toBeTruthy();
    await screen.findByText('Affichage de 1 à 10 sur 12 résultats');
    expect(screen.getByRole('columnheader', { name: 'Catégorie du compte' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
  });
});
