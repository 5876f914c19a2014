/** A schema's `x-widget: money` property in the generated form: the amount typed as the user writes it. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { customizeValidator } from '@rjsf/validator-ajv8';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import SchemaForm from '@admin/schema-screens/SchemaForm.js';
import { FormValidatorContext } from '@admin/schema-screens/form-validator.js';
import { formJsonSchema } from '@schema/form-schema.js';
import { normalizeSchema } from '@schema/normalize.js';
import paymentAccountJson from '../../../schemas/finance/payment-account.json';
import { en, fr } from '../i18n-texts';

const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };
const validator = customizeValidator();

// The payment account with an opening balance (the shipped money fields are on schemas with dropdowns to load).
const json = structuredClone(paymentAccountJson) as typeof paymentAccountJson & {
  properties: Record<string, unknown>;
};
json.properties.openingBalance = {
  type: 'number',
  minimum: 0,
  maximum: 99999999.99,
  multipleOf: 0.01,
  'x-widget': 'money',
  title: 'Opening Balance',
  'x-i18n': { fr: { title: 'Solde initial' } },
};
const schema = normalizeSchema(json, 'schemas/finance/payment-account.json');
const row = { id: 1, title: 'Compte', ref: 'R1', initial: 'C1', infraTypeId: 3, isActive: true };

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

const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent?.replace(/\s/g, ' ') ?? '';

describe('a money property of a schema form', () => {
  it('shows and reads the amount the French way, and saves a number', async () => {
    expect(formJsonSchema(schema).properties).toHaveProperty('openingBalance');
    const onSubmit = show('fr', { ...row, openingBalance: 2500.5 });
    const input = (await screen.findByRole('textbox', { name: 'Solde initial' })) as HTMLInputElement;
    expect(input.value).toBe('2\u00a0500,50');
    fireEvent.change(input, { target: { value: '12,5' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ openingBalance: 12.5 });
  });

  it('refuses a third decimal or an ambiguous entry, says why and saves nothing', async () => {
    const onSubmit = show('en', { ...row, openingBalance: 10 });
    const input = (await screen.findByRole('textbox', { name: 'Opening Balance' })) as HTMLInputElement;
    expect(input.value).toBe('10.00');
    fireEvent.change(input, { target: { value: '12.345' } });
    fireEvent.blur(input);
    await waitFor(() => expect(helperOf(input)).toBe('Type an amount like 2,500.50 (at most 2 decimals).'));
    fireEvent.change(input, { target: { value: '1,23' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(helperOf(input)).toMatch(/could be read two ways/));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
