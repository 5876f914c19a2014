import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { normalizeSchema, SchemaError } from '@schema/normalize.js';

const tenancy = JSON.parse(readFileSync('schemas/provider-settings/saas-tenancy-settings.json', 'utf8'));
const paymentAccount = JSON.parse(readFileSync('schemas/finance/payment-account.json', 'utf8'));

function errorOf(raw: unknown): { property: string; reason: string } {
  try {
    normalizeSchema(raw, 'schemas/x.json');
  } catch (error) {
    if (error instanceof SchemaError) return { property: error.property, reason: error.reason };
    throw error;
  }
  throw new Error('expected a SchemaError');
}

describe('singleton, groups, public fields, secrets and image pairs', () => {
  it('loads the tenancy settings as a singleton with seven groups and no delete permission', () => {
    const s = normalizeSchema(structuredClone(tenancy), 'schemas/provider-settings/saas-tenancy-settings.json');
    expect(s.resource.singleton).toBe(true);
    expect(s.resource.groups?.map((g) => g.key)).toEqual([
      'uiSettings',
      'officialInfo',
      'technicalSettings',
      'links',
      'reservationRef',
      'finance',
      'legalIdentity',
    ]);
    expect(s.resource.permissions).toEqual({
      view: 'Settings.SAASTenancySettings.ViewSettings',
      add: 'Settings.SAASTenancySettings.Add',
    });
    expect(s.resource.public?.fields).toContain('lightLogo');
    expect(s.resource.list.columns).toEqual([]);
  });

  it('refuses list keys on a singleton', () => {
    const raw = structuredClone(tenancy);
    raw['x-resource'].listKey = 'settings';
    expect(errorOf(raw)).toEqual({
      property: 'x-resource.listKey',
      reason: 'a singleton has no list, rows or delete: leave it out',
    });
  });

  it('still requires listKey, list and the delete permission of a list resource', () => {
    const raw = structuredClone(paymentAccount);
    delete raw['x-resource'].permissions.delete;
    expect(errorOf(raw)).toEqual({
      property: 'x-resource.permissions',
      reason: "must have required property 'delete'",
    });
  });

  it('refuses secrets, image pairs and public fields outside singletons', () => {
    const secret = structuredClone(paymentAccount);
    secret.properties.title.writeOnly = true;
    expect(errorOf(secret).reason).toBe('secrets are supported on singletons only');
    const pub = structuredClone(paymentAccount);
    pub['x-resource'].public = { path: 'branding', fields: ['title'] };
    expect(errorOf(pub).property).toBe('x-resource.public');
  });

  it('refuses a required or public secret, and a group naming an unknown or grouped field', () => {
    const required = structuredClone(tenancy);
    required.required.push('smtpPassword');
    expect(errorOf(required).reason).toBe('a secret cannot be required: a save without it keeps the stored one');
    const unknown = structuredClone(tenancy);
    unknown['x-resource'].groups[0].fields.push('nope');
    expect(errorOf(unknown)).toEqual({ property: 'x-resource.groups[0].fields[5]', reason: 'unknown property "nope"' });
    const twice = structuredClone(tenancy);
    twice['x-resource'].groups[1].fields.push('primaryColor');
    expect(errorOf(twice).reason).toBe('"primaryColor" is already in group "uiSettings"');
  });

  it('checks x-image, x-enum-labels and the colour widget', () => {
    const binary = structuredClone(tenancy);
    binary.properties.icon['x-image'].binary = 'companyTitle';
    expect(errorOf(binary).reason).toBe('"companyTitle" is a property; the binary is a body key only');
    const types = structuredClone(tenancy);
    types.properties.icon['x-image'].types = ['svg'];
    expect(errorOf(types).property).toBe('properties.icon.x-image.types[0]');
    const labels = structuredClone(tenancy);
    labels.properties.masterStatus['x-enum-labels'].pop();
    expect(errorOf(labels).reason).toBe('needs one label per value of "enum", in the same order');
    const colour = structuredClone(tenancy);
    colour.properties.smtpPort['x-widget'] = 'color';
    expect(errorOf(colour).reason).toBe('a colour is a string (#rrggbb)');
  });

  it('answers an image URL under x-full-path on entities only', () => {
    const fullPath = structuredClone(tenancy);
    fullPath.properties.icon['x-full-path'] = 'iconFullPath';
    expect(errorOf(fullPath)).toEqual({
      property: 'properties.icon.x-full-path',
      reason: 'supported on entities (rows) only',
    });
  });
});
