/**
 * The receivables ledger (README.md): its tables and the SQL functions every figure of money
 * owed is read through. No routes of its own: the finance modules write and read it through
 * index.ts. At start it logs, once, the balances its migration corrected on an existing database.
 */
import type { ServerModule } from '../module.js';
import { logMigratedBalances } from './migration-log.js';

export const ledgerModule: ServerModule = {
  name: 'ledger',
  migrations: new URL('./migrations/', import.meta.url),
  // Once the server listens: the database is prepared by then, and a slow read delays no start.
  register: (app, { db }) => void app.addHook('onListen', () => logMigratedBalances(app, db)),
};
