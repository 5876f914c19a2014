import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DateInput } from '@admin/primitives/DateInput.js';
import { en, fr } from '../i18n-texts';

const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };

/** A date input in a form of its own, in the UI language `lang`; the form's value is shown beside it. */
function show(lang: 'en' | 'fr', initial: string | null, onChange = vi.fn()) {
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <DateInput
          label="Check-in"
          value={value}
          onChange={(next, incomplete) => {
            setValue(next);
            onChange(next, incomplete);
          }}
        />
        <output aria-label="kept">{String(value)}</output>
      </>
    );
  }
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messages[l as 'en' | 'fr'], lang)}>
      <Form />
    </AdminContext>,
  );
  return onChange;
}

/** The field, once the picker has replaced the stand-in shown while its chunk loads. */
async function field(): Promise<HTMLInputElement> {
  const name = /Check-in/;
  // The picker's chunk loads with the first date field: slow on a busy machine.
  await waitFor(() => expect(screen.getByRole('textbox', { name }).hasAttribute('disabled')).toBe(false), {
    timeout: 15_000,
  });
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

// The date picker's chunk, imported once before the tests rather than inside a test's wait (slow on a busy machine).
beforeAll(() => import('@admin/primitives/DatePickerField.js').then(() => undefined), 60_000);

describe('a date input in the UI language, not the browser’s', () => {
  it('shows a French user the day first and takes a date typed that way, keeping YYYY-MM-DD', async () => {
    const onChange = show('fr', '2026-11-18');
    const input = await field();
    expect(input.value).toBe('18/11/2026');
    fireEvent.change(input, { target: { value: '05/12/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05', false);
    expect(screen.getByLabelText('kept').textContent).toBe('2026-12-05');
  });

  it('prompts a French user with jj/mm/aaaa when empty', async () => {
    show('fr', null);
    const input = await field();
    expect(input.placeholder.toLowerCase()).toBe('jj/mm/aaaa');
  });

  it('shows an English user the month first', async () => {
    const onChange = show('en', '2026-11-18');
    const input = await field();
    expect(input.value).toBe('11/18/2026');
    fireEvent.change(input, { target: { value: '12/05/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05', false);
  });

  it('gives the form null once the field is emptied', async () => {
    const onChange = show('fr', '2026-11-18');
    const input = await field();
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null, false);
    expect(screen.getByLabelText('kept').textContent).toBe('null');
  });
});
