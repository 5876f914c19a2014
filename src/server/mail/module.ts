/**
 * Mail: the outbox every mail goes through (mailer.ts; the app's `mailer`, handed to every module
 * as `ctx.mailer`), and its screen's routes for company administrators (README.md).
 */
import { PERMISSIONS } from '@domain/permissions.js';
import { referencesBy } from '../audit/index.js';
import type { ServerModule } from '../module.js';
import { OUTBOX_AUDIT_ENTITY, outboxRoutes } from './routes.js';

export const mailModule: ServerModule = {
  name: 'mail',
  migrations: new URL('./migrations/', import.meta.url),
  permissions: Object.values(PERMISSIONS.Settings.Outbox),
  // A mail belongs to no agency: an agency user reading its history gets 404, like a missing row.
  audits: () => [
    {
      entity: OUTBOX_AUDIT_ENTITY,
      view: PERMISSIONS.Settings.Outbox.ViewList,
      agencyOf: async () => null,
      // A mail is called by its subject and recipient.
      referencesOf: referencesBy(
        `SELECT id, subject || ' → ' || recipient AS reference FROM outbox WHERE id = ANY($1::int[])`,
      ),
    },
  ],
  register: (app, { db, mailer }) => {
    outboxRoutes(app, db, mailer);
    // Mails recorded by a process that stopped before trying them leave once the server listens
    // (main.ts migrates between building the app and listening: the outbox exists by then).
    app.addHook('onListen', async () => mailer.resumeWaiting());
  },
};
