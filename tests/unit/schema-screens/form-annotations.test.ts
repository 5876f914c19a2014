import { describe, expect, it } from 'vitest';
import {
  binaryFields,
  firstErrorGroup,
  groupFromHash,
  groupOfField,
  groupsOf,
  isSingleton,
  secretFields,
} from '@admin/schema-screens/form-annotations.js';
import { deriveUiSchema, toBody } from '@admin/schema-screens/form-model.js';
import { savedSettings, settingsSchema } from './settings-fixture.js';

const groups = groupsOf(settingsSchema);

describe('form annotations of a singleton', () => {
  it('reads singleton, groups, secrets and image pairs', () => {
    expect(isSingleton(settingsSchema)).toBe(true);
    expect(groups.map((g) => g.key)).toEqual([
      'uiSettings',
      'officialInfo',
      'technicalSettings',
      'links',
      'reservationRef',
    ]);
    expect(secretFields(settingsSchema)).toEqual(['smtpPassword']);
    expect(binaryFields(settingsSchema)).toEqual(['lightLogoBinary', 'darkLogoBinary']);
  });

  it('picks the tab of a fragment, the first for a missing or unknown one', () => {
    expect(groupFromHash(groups, '#links')).toBe('links');
    expect(groupFromHash(groups, '')).toBe('uiSettings');
    expect(groupFromHash(groups, '#nope')).toBe('uiSettings');
    expect(groupOfField(groups, 'smtpPort')).toBe('technicalSettings');
    expect(groupOfField(groups, 'notGrouped')).toBe('uiSettings');
  });

  it('finds the first invalid field in the form order, and its tab', () => {
    const order = Object.keys(settingsSchema.properties);
    expect(firstErrorGroup(groups, order, new Set(['fitRef', 'companyTitle']))).toEqual({
      field: 'companyTitle',
      group: 'officialInfo',
    });
    expect(firstErrorGroup(groups, order, new Set())).toEqual({ field: undefined, group: undefined });
  });

  it('draws secrets, colours and image pairs', () => {
    const ui = deriveUiSchema(settingsSchema, 'en');
    expect(ui.smtpPassword['ui:widget']).toBe('secret');
    expect(ui.primaryColor['ui:widget']).toBe('color');
    expect(ui.lightLogo).toMatchObject({
      'ui:widget': 'image',
      'ui:options': { binary: 'lightLogoBinary', types: ['png', 'jpeg', 'webp', 'gif', 'ico'] },
    });
  });

  it('sends a secret only when typed and an image as base64 only when chosen', () => {
    const row = savedSettings();
    const untouched = toBody(settingsSchema, row);
    expect(untouched).not.toHaveProperty('smtpPassword');
    expect(untouched).toMatchObject({ lightLogo: '/api/files/11', lightLogoBinary: null, darkLogoBinary: null });
    const chosen = toBody(settingsSchema, {
      ...row,
      smtpPassword: 'x',
      lightLogo: undefined,
      lightLogoBinary: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(chosen).toMatchObject({ smtpPassword: 'x', lightLogo: null, lightLogoBinary: 'iVBORw0KGgo=' });
  });
});

describe('the SAAS tenancy settings file', () => {
  it('is drawn as the spec says (five tabs, Finance and Legal Identity), logo pairs, colour pickers, a secret, master status by label', async () => {
    const { loadSchemas } = await import('@schema/load-dir.js');
    const tenancy = loadSchemas('schemas').find((s) => s.name === 'saas-tenancy-settings')!;
    expect(isSingleton(tenancy)).toBe(true);
    expect(groupsOf(tenancy).map((g) => g.title.en)).toEqual([
      'UI Settings',
      'Official Info',
      'Technical Settings',
      'Links',
      'Reservation Ref',
      'Finance',
      'Legal Identity',
    ]);
    const ui = deriveUiSchema(tenancy, 'en');
    expect(ui.lightLogo).toMatchObject({ 'ui:widget': 'image', 'ui:options': { binary: 'lightLogoBinary' } });
    expect(ui.icon['ui:options']).toMatchObject({ binary: 'iconBinary', types: ['ico', 'png'] });
    expect(ui.primaryColor['ui:widget']).toBe('color');
    expect(ui.smtpPassword['ui:widget']).toBe('secret');
    expect(ui.masterStatus['ui:enumNames']).toEqual(['Suspended', 'Active', 'In-Active']);
  });
});
