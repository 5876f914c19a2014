/**
 * A settings singleton as the engine reads it (x-resource.singleton, groups, public; a
 * writeOnly secret; x-image pairs; colour pickers), for the singleton screen's ui tests.
 * Checked and normalised as a schema file is at start-up.
 */
import { normalizeSchema } from '@schema/normalize.js';
import type { EntitySchema, PropertySchema } from '@schema/types.js';

const text = (one: string) => ({ one, many: one });
const image = (title: string, binary: string, messages?: Record<string, string>): PropertySchema => ({
  type: 'string',
  title,
  'x-widget': 'image',
  ...(messages ? { 'x-messages': messages } : {}),
  'x-image': { binary, types: ['png', 'jpeg', 'webp', 'gif', 'ico'] },
});
const colour = (title: string, fallback: string): PropertySchema => ({
  type: 'string',
  title,
  pattern: '^#[0-9a-fA-F]{6}$',
  default: fallback,
  'x-messages': { pattern: `${title} must be a colour such as #605dff.` },
  'x-widget': 'color',
});

const group = (key: string, en: string, fr: string, fields: string[]) => ({ key, title: { en, fr }, fields });

const raw = {
  $id: 'test-tenancy-settings',
  title: 'Test Tenancy Settings',
  type: 'object',
  'x-resource': {
    route: 'provider-settings/test-tenancy-settings',
    api: '/providersettings/testtenancysettings',
    text: {
      en: {
        ...text('SAAS Tenancy Settings'),
        messages: {
          updated: 'SAAS Tenancy Settings are saved successfully!',
          updateFailed: 'Failed to save SAAS Tenancy Settings.',
        },
      },
      fr: {
        ...text('Paramètres SAAS du locataire'),
        messages: {
          updated: 'Les paramètres SAAS sont enregistrés !',
          updateFailed: "Échec de l'enregistrement des paramètres SAAS.",
        },
      },
    },
    permissions: { view: 'Settings.SAASTenancySettings.ViewSettings', add: 'Settings.SAASTenancySettings.Add' },
    menu: { group: 'providerSettings', order: 10 },
    singleton: true,
    groups: [
      group('uiSettings', 'UI Settings', "Paramètres d'interface", [
        'lightLogo',
        'darkLogo',
        'primaryColor',
        'secondaryColor',
      ]),
      group('officialInfo', 'Official Info', 'Informations officielles', ['companyTitle', 'companyEmailAddress']),
      group('technicalSettings', 'Technical Settings', 'Paramètres techniques', [
        'smtpMailServer',
        'smtpPort',
        'smtpPassword',
        'masterStatus',
      ]),
      group('links', 'Links', 'Liens', ['companyWebsite']),
      group('reservationRef', 'Reservation Ref', 'Réf. de réservation', ['fitRef']),
    ],
    public: { path: 'branding', fields: ['companyTitle', 'lightLogo', 'darkLogo', 'primaryColor', 'secondaryColor'] },
  },
  required: ['lightLogo', 'darkLogo', 'companyTitle', 'companyEmailAddress'],
  properties: {
    id: { type: 'integer', readOnly: true },
    lightLogo: image('Light Logo', 'lightLogoBinary', { required: 'Light Logo Image is required.' }),
    darkLogo: image('Dark Logo', 'darkLogoBinary', { required: 'Dark Logo Image is required.' }),
    primaryColor: colour('Primary Color', '#605dff'),
    secondaryColor: colour('Secondary Color', '#3584fc'),
    companyTitle: { type: 'string', title: 'Company Title', maxLength: 200 },
    companyEmailAddress: { type: 'string', title: 'Company Email Address', format: 'email', maxLength: 200 },
    smtpMailServer: { type: 'string', title: 'SMTP Server', maxLength: 200 },
    smtpPort: { type: 'integer', title: 'SMTP Port', minimum: 0, maximum: 65535 },
    smtpPassword: { type: 'string', title: 'SMTP Password', maxLength: 200, writeOnly: true },
    masterStatus: {
      type: 'integer',
      title: 'Master Status',
      enum: [1, 2, 3],
      default: 2,
      'x-enum-labels': [
        { en: 'Suspended', fr: 'Suspendu' },
        { en: 'Active', fr: 'Actif' },
        { en: 'In-Active', fr: 'Inactif' },
      ],
    },
    companyWebsite: { type: 'string', title: 'Website', maxLength: 300 },
    fitRef: { type: 'string', title: 'FIT Ref', maxLength: 10, pattern: '^[A-Z0-9-]{1,10}$' },
  },
};

export const settingsSchema: EntitySchema = normalizeSchema(raw, 'tests/test-tenancy-settings.json');

/** What GET …/get answers for a saved tenant. */
export const savedSettings = () => ({
  id: 1,
  version: 4,
  lightLogo: '/api/files/11',
  lightLogoBinary: null,
  darkLogo: '/api/files/12',
  darkLogoBinary: null,
  primaryColor: '#605dff',
  secondaryColor: '#3584fc',
  companyTitle: 'Acme Travel',
  companyEmailAddress: 'office@acme.test',
  smtpMailServer: 'smtp.acme.test',
  smtpPort: 587,
  smtpPasswordSet: true,
  masterStatus: 3,
  companyWebsite: 'https://acme.test',
  fitRef: 'FIT',
});
