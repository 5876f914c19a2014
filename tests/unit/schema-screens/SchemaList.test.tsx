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

  it('says in the search box what the search looks in: the columns of x-resource.list.search', async () => {
    renderList({ fetchJson: fakeApi().fetchJson });
    await screen.findByText('Showing 1 to 10 of 12 results');
    const search = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
    expect(search.placeholder).toBe('Search in: Title, Ref, Payment Account Category, Initial');
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
    await screen.findByText('Showing 1 to 1 of 1 result');

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

  it('deletes a row after a confirmation that names it and says it goes to the Trash, says so and reloads', async () => {
    const rows = demoRows(3);
    const api = fakeApi(rows);
    renderList({ fetchJson: api.fetchJson });
    await screen.findByText('Showing 1 to 3 of 3 results');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    const confirm = await screen.findByRole('dialog', { name: "Delete the payment account 'Account 1'?" });
    expect(within(confirm).getByText('It goes to the Trash, from where it can be restored.')).toBeTruthy();
    expect(within(confirm).queryByText("You won't be able to revert this!")).toBeNull();
    // Cancel is a plain button: no warning icon; only the deleting button is coloured.
    const cancel = within(confirm).getByRole('button', { name: 'Cancel' });
    expect(cancel.querySelector('svg')).toBeNull();
    expect(cancel.className).not.toMatch(/Warning|Error/);
    expect(within(confirm).getByRole('button', { name: 'Yes, delete it!' }).className).toMatch(/containedWarning/);
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
    const confirm = await screen.findByRole('dialog', { name: "Delete the payment account 'Account 1'?" });
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
      within(await screen.findByRole('dialog', { name: /^Delete the payment account/ })).getByRole('button', {
        name: 'Yes, delete it!',
      }),
    );
    await screen.findByText('Failed to delete payment account.');
  });

  it('asks in French with the noun and its article, and says where the row goes', async () => {
    renderList({ fetchJson: fakeApi(demoRows(3)).fetchJson, locale: 'fr' });
    await screen.findByText('Affichage de 1 à 3 sur 3 résultats');
    fireEvent.click(screen.getAllByRole('button', { name: 'Supprimer' })[0]);
    const confirm = await screen.findByRole('dialog', {
      name: 'Supprimer le compte de paiement «\u00a0Account 1\u00a0»\u00a0?',
    });
    expect(within(confirm).getByText("L'élément va dans la corbeille, d'où il pourra être restauré.")).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Oui, supprimer !' })).toBeTruthy();
  });

  it('speaks French', async () => {
    renderList({ fetchJson: fakeApi().fetchJson, locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Comptes de paiement' })).toBeTruthy();
    await screen.findByText('Affichage de 1 à 10 sur 12 résultats');
    expect(screen.getByRole('columnheader', { name: 'Catégorie du compte' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
  });
});

describe('trash of payment accounts', () => {
  it('shows each row as deleted, when and by whom, without its Active chip', async () => {
    renderList({ fetchJson: fakeApi(demoRows(2)).fetchJson, trash: true });
    const table = await screen.findByRole('table', { name: 'Payment Accounts' });
    await within(table).findByText('Account 1');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Title', 'Ref', 'Payment Account Category', 'Initial', 'Status', 'Action']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText('Deleted')).toBeTruthy();
    expect(within(first).getByText(/ by Alice Admin$/)).toBeTruthy();
    expect(within(first).queryByText('Active')).toBeNull();
    expect(within(second).getByText('Deleted')).toBeTruthy();
    expect(within(second).queryByText('In-Active')).toBeNull();
    expect(within(second).queryByText(/ by /)).toBeNull();
  });

  it('says it in French, agreeing with the entity', async () => {
    renderList({ fetchJson: fakeApi(demoRows(1)).fetchJson, trash: true, locale: 'fr' });
    const table = await screen.findByRole('table', { name: 'Comptes de paiement' });
    await within(table).findByText('Account 1');
    expect(within(table).getByRole('columnheader', { name: 'Statut' })).toBeTruthy();
    expect(within(table).getByText('Supprimé')).toBeTruthy();
    expect(within(table).getByText(/ par Alice Admin$/)).toBeTruthy();
  });
});
