/**
 * The tenant's settings: the one-row resources of the schemas (`x-resource.singleton`: get, save,
 * public fields, secrets encrypted with the settings key; src/server/singleton) and the mail
 * settings the mail sender reads (mail-settings.ts).
 */
import { PERMISSIONS } from '@domain/permissions.js';
import type { ServerModule } from '../module.js';
import { registerSingletons } from '../singleton/routes.js';

export const settingsModule: ServerModule = {
  name: 'settings',
  permissions: Object.values(PERMISSIONS.Settings.SAASTenancySettings),
  register: (app, { db, schemas, settingsKey }) => registerSingletons(app, db, schemas, settingsKey),
};
