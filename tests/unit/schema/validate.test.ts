import { describe, expect, it } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import { validateEntity } from '@schema/validate.js';
import { resourceMessage } from '@schema/messages.js';

const schemas = loadSchemas('schemas');
const paymentAccount = schemas.find((s) => s.name === 'payment-account')!;
const valid = { title: 'Main bank', infraTypeId: 3 };

describe('validateEntity on a payment account', () => {
  it('accepts a minimal valid body and fills defaults', () => {
    const result = validateEntity(paymentAccount, valid, 'en');
    expect(result.errors).toBeNull();
    expect(result.value).toMatchObject({ title: 'Main bank', infraTypeId: 3, isActive: true, ref: null });
  });

  it('says the spec messages for each bound', () => {
    const { errors } = validateEntity(
      paymentAccount,
      {
        title: 'ab',
        ref: 'r'.repeat(11),
        initial: 'in',
        description: 'd'.repeat(4001),
      },
      'en',
    );
    expect(errors).toEqual({
      title: ['Title must be at least 3 characters long.'],
      ref: ['Ref cannot exceed 10 characters.'],
      initial: ['Initial must be at least 3 characters long.'],
      description: ['Description cannot exceed 4000 characters.'],
      infraTypeId: ['Payment category is required.'],
    });
  });

  it('rejects a title longer than 500 characters', () => {
    expect(validateEntity(paymentAccount, { ...valid, title: 't'.repeat(501) }, 'en').errors).toEqual({
      title: ['Title cannot exceed 500 characters.'],
    });
  });

  it('says "Title is required." for blank text', () => {
    expect(validateEntity(paymentAccount, { ...valid, title: '   ' }, 'en').errors).toEqual({
      title: ['Title is required.'],
    });
  });

  it('answers in French', () => {
    expect(validateEntity(paymentAccount, { title: 'ab' }, 'fr').errors).toEqual({
      title: ['Le champ « Titre » doit contenir au moins 3 caractères.'],
      infraTypeId: ['Le champ « Catégorie de paiement » est obligatoire.'],
    });
  });

  it('ignores read-only and unknown properties', () => {
    const result = validateEntity(paymentAccount, { ...valid, id: 99, infraTypeName: 'x', hack: 1 }, 'en');
    expect(result.errors).toBeNull();
    expect(result.value).not.toHaveProperty('id');
    expect(result.value).not.toHaveProperty('hack');
  });

  it('rejects a string where a number belongs', () => {
    expect(validateEntity(paymentAccount, { ...valid, infraTypeId: 'three' }, 'en').errors).toEqual({
      infraTypeId: ['Payment Category has an invalid value.'],
    });
  });
});

describe('resourceMessage', () => {
  it('uses the texts of the schema', () => {
    expect(resourceMessage(paymentAccount, 'created', 'en')).toBe('Payment account added successfully!');
    expect(resourceMessage(paymentAccount, 'deleteFailed', 'en')).toBe('Failed to delete payment account.');
  });

  it('derives texts for a schema that declares none', () => {
    const country = schemas.find((s) => s.name === 'country')!;
    expect(resourceMessage(country, 'updated', 'en')).toBe('Country updated successfully!');
    expect(resourceMessage(country, 'createFailed', 'en')).toBe('Failed to add country.');
  });
});
