import { render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { AdminContext } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { DateInput } from '@admin/primitives/DateInput.js';
import { en, fr } from '../i18n-texts';

const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };

/** A list's date filter (loaded when the page is idle), in the UI language. */
function filter(lang: 'en' | 'fr', label: string) {
  render(
    <AdminContext i18nProvider={polyglotI18nProvider((l) => messages[l as 'en' | 'fr'], lang)}>
      <DateInput defer size="small" label={label} value="" onChange={() => undefined} />
    </AdminContext>,
  );
  return () => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
}

const greyed = (input: HTMLInputElement) =>
  input.closest('.MuiInputBase-root')!.classList.contains('Mui-disabled') ||
  input.closest('.MuiFormControl-root')!.querySelector('label')!.classList.contains('Mui-disabled');

// The picker's chunk, imported once before the tests rather than inside a test's wait (slow on a busy machine).
beforeAll(() => import('@admin/primitives/DatePickerField.js').then(() => undefined), 60_000);

describe('a date filter while its picker loads', () => {
  it.each([
    ['fr', 'Arrivée du', 'JJ/MM/AAAA'],
    ['en', 'Check-in from', 'MM/DD/YYYY'],
  ] as const)(
    'looks like the loaded field (%s): not greyed, the format as placeholder, then the picker',
    async (lang, label, format) => {
      const input = filter(lang, label);
      // The stand-in: nothing can be typed into it yet, but it is drawn as the field it stands for.
      expect(input().disabled).toBe(true);
      expect(greyed(input())).toBe(false);
      expect(input().placeholder).toBe(format);
      await waitFor(() => expect(input().disabled).toBe(false), { timeout: 15_000 });
      expect(input().placeholder).toBe(format);
      expect(greyed(input())).toBe(false);
    },
  );
});
