import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeHttpError, fakeApi, renderList } from './harness.js';

const writes = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET');

async function openAdd() {
  await screen.findByText('Showing 1 to 10 of 12 results');
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payment Account' });
  await within(dialog).findByLabelText(/^Title/, {}, { timeout: 5000 });
  return dialog;
}

async function pickCategory(dialog: HTMLElement, name: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Payment Category/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('schema form of a payment account', () => {
  it('opens a blank form titled with the singular label, active by default', async () => {
    renderList({ fetchJson: fakeApi().fetchJson });
    const dialog = await openAdd();
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByRole('switch', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('combobox', { name: /Payment Category/ }).textContent).toContain(
      '-- Select Payment Category --',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(await within(dialog).findByRole('textbox', { name: 'Description' }, { timeout: 5000 })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Bold' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Link' })).toBeTruthy();
  });

  it('shows a field error once the field is touched, and no other', async () => {
    renderList({ fetchJson: fakeApi().fetchJson });
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'ab' } });
    await within(dialog).findByText('Title must be at least 3 characters long.');
    expect(within(dialog).queryByText('Payment category is required.')).toBeNull();
    fireEvent.blur(within(dialog).getByLabelText(/^Initial/));
    expect(within(dialog).queryByText(/Initial/, { selector: 'p,li' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'abc' } });
    await waitFor(() => expect(within(dialog).queryByText('Title must be at least 3 characters long.')).toBeNull());
  });

  it('says a required field is required when it is left empty', async () => {
    renderList({ fetchJson: fakeApi().fetchJson });
    const dialog = await openAdd();
    const title = within(dialog).getByLabelText(/^Title/);
    fireEvent.focus(title);
    fireEvent.blur(title);
    await within(dialog).findByText('Title is required.');
  });

  it('rejects an invalid save with every message and sends nothing', async () => {
    const api = fakeApi();
    renderList({ fetchJson: api.fetchJson });
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'ab' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ref/), { target: { value: 'r'.repeat(11) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Payment category is required.');
    expect(within(dialog).getByText('Title must be at least 3 characters long.')).toBeTruthy();
    expect(within(dialog).getByText('Ref cannot exceed 10 characters.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    expect(writes(api.calls)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Payment Account' })).toBeTruthy();
  });

  it('creates a valid account, says so, closes and reloads the list', async () => {
    const api = fakeApi();
    renderList({ fetchJson: api.fetchJson });
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Cash desk' } });
    fireEvent.change(within(dialog).getByLabelText(/^Initial/), { target: { value: 'CSH' } });
    await pickCategory(dialog, 'Cash');
    const listCallsBefore = api.calls.filter((c) => c.path.endsWith('/get')).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Payment account added successfully!');
    expect(writes(api.calls)).toEqual([
      {
        method: 'POST',
        path: '/finance/paymentaccount/add',
        params: {},
        body: {
          id: null,
          title: 'Cash desk',
          initial: 'CSH',
          ref: null,
          description: null,
          infraTypeId: 4,
          iban: null,
          bic: null,
          isActive: true,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment Account' })).toBeNull());
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path.endsWith('/get')).length).toBeGreaterThan(listCallsBefore),
    );
  });

  it('edits with the same form, prefilled, and updates with the id', async () => {
    const api = fakeApi();
    renderList({ fetchJson: api.fetchJson });
    await screen.findByText('Showing 1 to 10 of 12 results');
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Account' });
    const title = await within(dialog).findByLabelText(/^Title/, {}, { timeout: 5000 });
    expect((title as HTMLInputElement).value).toBe('Account 1');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Payment Category/ }).textContent).toContain('Bank'),
    );
    fireEvent.change(title, { target: { value: 'Account one' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Payment account updated successfully!');
    expect(writes(api.calls)).toMatchObject([
      {
        method: 'PUT',
        path: '/finance/paymentaccount/update',
        body: { id: 1, title: 'Account one', infraTypeId: 3, isActive: true, ref: 'REF-1', description: null },
      },
    ]);
  });

  it('puts the server validation messages under their fields', async () => {
    const api = fakeApi(undefined, (call) => {
      if (call.method === 'POST') throw new FakeHttpError(400, { errors: { title: ['Title already exists.'] } });
      return undefined;
    });
    renderList({ fetchJson: api.fetchJson });
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Account 1' } });
    await pickCategory(dialog, 'Bank');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Title already exists.');
    expect(screen.getByRole('dialog', { name: 'Payment Account' })).toBeTruthy();
  });

  it('says the resource failure text when the server gives no message', async () => {
    const api = fakeApi(undefined, (call) => {
      if (call.method === 'POST') throw new FakeHttpError(500, undefined);
      return undefined;
    });
    renderList({ fetchJson: api.fetchJson });
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Cash desk' } });
    await pickCategory(dialog, 'Cash');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Failed to add payment account.');
  });

  it('speaks French in the form and its messages', async () => {
    renderList({ fetchJson: fakeApi().fetchJson, locale: 'fr' });
    await screen.findByText('Affichage de 1 à 10 sur 12 résultats');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compte de paiement' });
    await within(dialog).findByLabelText(/^Titre/, {}, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await within(dialog).findByText('Le champ « Titre » est obligatoire.');
    expect(within(dialog).getByText('Le champ « Catégorie de paiement » est obligatoire.')).toBeTruthy();
  });

  it('says the form cannot be shown when its validator cannot be loaded, and closes on Cancel', async () => {
    renderList({ fetchJson: fakeApi().fetchJson, validators: () => Promise.reject(new Error('offline')) });
    await screen.findByText('Showing 1 to 10 of 12 results');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Account' });
    await within(dialog).findByText('This form cannot be shown right now. Close it and try again.');
    expect(within(dialog).queryByLabelText(/^Title/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
