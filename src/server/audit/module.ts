/** The audit log: every schema's rows are audited; `POST /api/audit/get` reads the trail (README.md). */
import { PERMISSIONS } from '@domain/permissions.js';
import type { ServerModule } from '../module.js';
import { auditRoutes, schemaAudits } from './index.js';

export const auditModule: ServerModule = {
  name: 'audit',
  permissions: Object.values(PERMISSIONS.Audit.AuditLog),
  audits: ({ schemas }) => schemaAudits(schemas),
  register: (app, { db }) => auditRoutes(app, db),
};
