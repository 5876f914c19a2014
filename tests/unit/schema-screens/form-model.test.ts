import { describe, expect, it } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import { deriveUiSchema, toBody, toFormData } from '@admin/schema-screens/form-model.js';
import { formJsonSchema } from '@schema/form-schema.js';

const schemas = loadSchemas('schemas');
const paymentAccount = schemas.find((s) => s.name === 'payment-account')!;

describe('deriveUiSchema', () => {
  it('orders the fields by formOrder and hides the id', () => {
    const ui = deriveUiSchema(paymentAccount, 'en');
    expect(ui['ui:order']).toEqual([
      'title',
      'initial',
      'ref',
      'description',
      'infraTypeId',
      'iban',
      'bic',
      'isActive',
      '*',
    ]);
    expect(ui.id).toEqual({ 'ui:widget': 'hidden' });
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
  });

  it('draws x-widget richtext, x-ref and booleans with the named widgets', () => {
    const ui = deriveUiSchema(paymentAccount, 'en');
    expect(ui.description).toEqual({ 'ui:title': 'Description', 'ui:widget': 'richtext' });
    expect(ui.infraTypeId).toEqual({
      'ui:title': 'Payment Category',
      'ui:placeholder': '-- Select Payment Category --',
      'ui:widget': 'ref',
      'ui:options': {
        ref: { resource: 'infra-type', query: { typeGroupId: 11 }, label: 'title', as: 'infraTypeName' },
      },
    });
    expect(ui.isActive).toEqual({ 'ui:title': 'Active', 'ui:widget': 'switch' });
    expect(ui.title).toEqual({ 'ui:title': 'Title' });
  });

  it('labels and placeholders follow the language', () => {
    const ui = deriveUiSchema(paymentAccount, 'fr');
    expect(ui.title['ui:title']).toBe('Titre');
    expect(ui.infraTypeId['ui:placeholder']).toBe('-- Choisir une catégorie de paiement --');
    expect(ui.description['ui:title']).toBe('Description');
  });

  it('keeps the property order when the schema has no formOrder', () => {
    const country = schemas.find((s) => s.name === 'country')!;
    expect(country.resource.formOrder).toBeUndefined();
    expect(deriveUiSchema(country, 'en')['ui:order']).toEqual([...Object.keys(country.properties), '*']);
  });
});

describe('formJsonSchema', () => {
  it('keeps the bounds and required, drops the annotations', () => {
    const json = formJsonSchema(paymentAccount);
    expect(json.required).toEqual(['title', 'infraTypeId']);
    expect(json.properties?.title).toEqual({ type: 'string', minLength: 3, maxLength: 500 });
    expect(json.properties?.infraTypeId).toEqual({ type: 'integer', minimum: 1, maximum: 2147483647 }); // the column's bounds, from the engine
    expect(json.properties?.isActive).toEqual({ type: 'boolean', default: true });
    expect(JSON.stringify(json)).not.toContain('x-');
  });
});

describe('form data and body', () => {
  it('prefills without nulls or foreign fields', () => {
    expect(
      toFormData(paymentAccount, { id: 1, title: 'Bank', ref: null, infraTypeName: 'Bank', isActive: false }),
    ).toEqual({ id: 1, title: 'Bank', isActive: false });
  });

  it('sends every writable property, null when empty', () => {
    expect(toBody(paymentAccount, { id: 4, title: 'Bank', infraTypeId: 3, isActive: true, ref: '' })).toEqual({
      title: 'Bank',
      initial: null,
      ref: null,
      description: null,
      infraTypeId: 3,
      iban: null,
      bic: null,
      isActive: true,
    });
  });
});
