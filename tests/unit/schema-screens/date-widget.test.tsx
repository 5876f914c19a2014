/** A schema's `format: date` property in the generated form: the shared date input, in the UI language. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { customizeValidator } from '@rjsf/validator-ajv8';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { AdminContext } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import SchemaForm from '@admin/schema-screens/SchemaForm.js';
import { FormValidatorContext } from '@admin/schema-screens/form-validator.js';
import { normalizeSchema } from '@schema/normalize.js';
import paymentAccountJson from '../../../schemas/finance/payment-account.json';
import { en, fr } from '../i18n-texts';

const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };
const validator = customizeValidator();

// The payment account with an opening date (no shipped schema has a date field yet; finance ones will).
const json = structuredClone(paymentAccountJson) as typeof paymentAccountJson & {
  properties: Record<string, unknown>;
};
json.properties.openedOn = {
  type: 'string',
  format: 'date',
  title: 'Opened on',
  'x-i18n': { fr: { title: 'Ouvert le' } },
};
const schema = normalizeSchema(json, 'schemas/finance/payment-account.json');

function show(lang: 'en' | 'fr', initial: Record<string, unknown>) {
  const onSubmit = vi.fn();
  render(
    <FormValidatorContext.Provider value={async () => validator}>
      <AdminContext i18nProvider={polyglotI18nProvider((l) => messages[l as 'en' | 'fr'], lang)}>
        <SchemaForm
          schema={schema}
          lang={lang}
          initial={initial}
          isNew={false}
          saving={false}
          onSubmit={onSubmit}
          onCancel={() => undefined}
          onSaveClick={() => undefined}
        />
      </AdminContext>
    </FormValidatorContext.Provider>,
  );
  return onSubmit;
}

async function dateField(name: string): Promise<HTMLInputElement> {
  // The picker's chunk loads with the first date field: slow on a busy machine.
  await waitFor(() => expect(screen.getByRole('textbox', { name }).hasAttribute('disabled')).toBe(false), {
    timeout: 15_000,
  });
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

// The date picker's chunk, imported once before the tests rather than inside a test's wait (slow on a busy machine).
beforeAll(() => import('@admin/primitives/DatePickerField.js').then(() => undefined), 60_000);

describe('a date property of a schema form', () => {
  it('reads and takes the date the French way, and saves YYYY-MM-DD', async () => {
    const onSubmit = show('fr', {
      id: 1,
      title: 'Compte',
      ref: 'R1',
      initial: 'C1',
      infraTypeId: 3,
      isActive: true,
      openedOn: '2026-11-18',
    });
    const input = await dateField('Ouvert le');
    expect(input.value).toBe('18/11/2026');
    fireEvent.change(input, { target: { value: '05/12/2026' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ openedOn: '2026-12-05' });
  });
});
