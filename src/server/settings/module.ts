/**
 * The tenant's settings: the one-row resources of the schemas (`x-resource.singleton`: get, save,
 * public fields, secrets encrypted with the settings key; src/server/singleton) and the mail
 * settings the mail sender reads (mail-settings.ts), the finance settings invoices read
 * (finance-settings.ts), who sells and who buys on an e-invoice (legal-identity.ts), the tenant's
 * currency for every signed-in user (currency-route.ts) and what e-invoicing still needs (readiness-route.ts).
 */
import { PERMISSIONS } from '@domain/permissions.js';
import type { ServerModule } from '../module.js';
import { registerSingletons } from '../singleton/routes.js';
import { currencyRoute } from './currency-route.js';
import { readinessRoute } from './readiness-route.js';
import { TENANCY_TABLE } from './mail-settings.js';

export const settingsModule: ServerModule = {
  name: 'settings',
  permissions: Object.values(PERMISSIONS.Settings.SAASTenancySettings),
  register: (app, { db, schemas, settingsKey }) => {
    registerSingletons(app, db, schemas, settingsKey);
    // The currency route reads both tables: only where the product's schemas are loaded.
    const tables = new Set(schemas.map((s) => s.resource.table));
    if (tables.has(TENANCY_TABLE) && tables.has('currency')) currencyRoute(app, db);
    // E-invoicing readiness reads the settings, their payment account and the agencies.
    if (tables.has(TENANCY_TABLE) && tables.has('payment_account') && tables.has('agency')) readinessRoute(app, db);
  },
};
