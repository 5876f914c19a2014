/** The payment account form checks the IBAN and BIC as the API does, once the field is touched. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderList } from '../../schema-screens/harness.js';

async function openAdd() {
  await screen.findByText('Showing 1 to 10 of 12 results');
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payment Account' });
  await within(dialog).findByLabelText(/^IBAN/, {}, { timeout: 5000 });
  return dialog;
}

describe('the payment account form', () => {
  it('says an IBAN with a wrong key is not valid, and takes the right one typed with spaces', async () => {
    renderList({ fetchJson: fakeApi().fetchJson });
    const dialog = await openAdd();
    const iban = within(dialog).getByLabelText(/^IBAN/);
    fireEvent.change(iban, { target: { value: 'FR76 9999 9000 0100 0123 4567 800' } });
    const message = 'IBAN must be a valid IBAN (country code, check digits, account number).';
    await within(dialog).findByText(message);
    fireEvent.change(iban, { target: { value: 'FR76 9999 9000 0100 0123 4567 809' } });
    await waitFor(() => expect(within(dialog).queryByText(message)).toBeNull());
  });

  it('says a BIC of the wrong length is not valid', async () => {
    renderList({ fetchJson: fakeApi().fetchJson });
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText(/^BIC/), { target: { value: 'DEMOFRPPX' } });
    await within(dialog).findByText('BIC must be a valid BIC of 8 or 11 characters.');
  });
});
