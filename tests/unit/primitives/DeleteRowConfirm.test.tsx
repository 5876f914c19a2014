import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DeleteRowConfirm, type DeleteRowConfirmProps } from '@admin/primitives/DeleteRowConfirm.js';
import { en, fr } from '../i18n-texts';

const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };

function show(lang: 'en' | 'fr', props: Partial<DeleteRowConfirmProps>) {
  const run = vi.fn(async () => undefined);
  const onClose = vi.fn();
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messages[l as 'en' | 'fr'], lang)}>
      <DeleteRowConfirm
        open
        name="Euro"
        run={run}
        success="Deleted"
        failure="Failed"
        onClose={onClose}
        onDone={vi.fn()}
        {...props}
      />
    </AdminContext>,
  );
  return { run, onClose };
}

// French puts a non-breaking space inside « » and before '?', so the mark never starts a line.
describe('the delete confirmation', () => {
  it('names the row, says it goes to the Trash, and Cancel deletes nothing', async () => {
    const { run, onClose } = show('en', { what: 'the currency' });
    const dialog = screen.getByRole('dialog', { name: "Delete the currency 'Euro'?" });
    expect(within(dialog).getByText('It goes to the Trash, from where it can be restored.')).toBeTruthy();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel.querySelector('svg')).toBeNull();
    fireEvent.click(cancel);
    expect(onClose).toHaveBeenCalledOnce();
    expect(run).not.toHaveBeenCalled();
  });

  it('says a final delete cannot be undone, in French too', async () => {
    show('fr', { what: 'le fichier', name: 'billet.pdf', final: true });
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le fichier «\u00a0billet.pdf\u00a0»\u00a0?' });
    expect(within(dialog).getByText('Cette action est irréversible !')).toBeTruthy();
    expect(within(dialog).queryByText(/corbeille/)).toBeNull();
  });

  it('names the kind after the row when French has no article for it', async () => {
    const { run } = show('fr', { one: 'devise' });
    const dialog = screen.getByRole('dialog', { name: 'Supprimer «\u00a0Euro\u00a0» (devise)\u00a0?' });
    expect(within(dialog).getByText("L'élément va dans la corbeille, d'où il pourra être restauré.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, supprimer !' }));
    await waitFor(() => expect(run).toHaveBeenCalledOnce());
  });
});
