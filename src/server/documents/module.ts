/**
 * Documents under /api/documentmanagement/document/, attached to a row of any module's
 * reference kinds (README.md); each kind's documents are audited.
 */
import type { ServerModule } from '../module.js';
import { documentAudits } from './audits.js';
import { documentRoutes } from './routes.js';

export const documentsModule: ServerModule = {
  name: 'documents',
  migrations: new URL('./migrations/', import.meta.url),
  audits: ({ modules }) => documentAudits(modules.flatMap((m) => m.documentKinds ?? [])),
  register: (app, { db }) => documentRoutes(app, db),
};
