/**
 * A server module: one folder under src/server/ whose `module.ts` exports one object saying all
 * the rest of the server needs to know about it. The list of modules is `modules.ts`; start-up,
 * the build, the migration runner, the OpenAPI document, the audit log and the authorization
 * matrix read that list, so a new module is its folder plus one line there.
 * @example
 *   // src/server/invoices/module.ts
 *   export const invoicesModule: ServerModule = {
 *     name: 'invoices',
 *     after: ['documents'],                          // registered after these (names of the list)
 *     migrations: new URL('./migrations/', import.meta.url), // NNN_*.sql, numbered after every other module's
 *     permissions: Object.values(PERMISSIONS.Finance.Invoices),
 *     audits: () => [{ entity: 'invoice', view: PERMISSIONS.Finance.Invoices.ViewList, agencyOf }],
 *     documentKinds: [invoiceReference],             // documents may be attached to invoices
 *     writeHooks: () => ({ 'payment': { afterCreate: markInvoicePaid } }),
 *     listens: () => ({ 'reservation.submitted': (e) => createInvoice(e.tx, e.requestId) }),
 *     register: (app, ctx) => invoiceRoutes(app, ctx.db),
 *   };
 */
import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import type { AuditedEntity } from './audit/index.js';
import type { EntityHookSet } from './crud/hooks.js';
import type { DashboardCard } from './dashboard/index.js';
import type { Db, Queryable } from './db/types.js';
import type { ReferenceKind } from './documents/index.js';
import type { Mailer } from './mail/index.js';
import type { ModuleListeners } from './module-events.js';

/** What a module's functions get: the engine's pieces, nothing of another module. */
export interface ModuleContext {
  db: Db;
  schemas: EntitySchema[];
  /** The key that signs and checks access tokens (and the account links). */
  key: Uint8Array;
  /** The key of the secrets stored by singletons (settings). */
  settingsKey: Buffer;
  /** The one way to send mail: `record(tx, mail)` with the write's transaction, `send(id)` once committed (mail/README.md). */
  mailer: Mailer;
  /** PUBLIC_URL: the base of the links in e-mails. */
  publicUrl: string;
  /** The permission catalogue: the spec's, the schemas' and every module's, sorted. */
  permissions: string[];
  /** Every module of the list, in registration order (a module may read what the others declare). */
  modules: readonly ServerModule[];
}

export interface ServerModule {
  /** Unique, kebab-case; the migrations folder in the build and the matrix file carry it. */
  name: string;
  /** Modules whose routes or hooks this one needs registered first (names of the list). */
  after?: string[];
  /**
   * The folder of its SQL migrations (`NNN_name.sql`, a number no other module uses), run after
   * the entity tables in one order with every other module's: by number (migrations/runner.ts).
   */
  migrations?: URL;
  /** Permissions it adds to the catalogue (the roles screen, the administrator's role). */
  permissions?: readonly string[];
  /** The entities whose history the audit log serves (entries written with recordAudit). */
  audits?: (ctx: ModuleContext) => AuditedEntity[];
  /** What documents can be attached to (documents/references.ts). */
  documentKinds?: ReferenceKind[];
  /** Code run inside the transaction of a generic write of an entity, by schema name (crud/hooks.ts). */
  writeHooks?: (ctx: ModuleContext) => Record<string, EntityHookSet>;
  /**
   * Its demo rows, seeded on an empty database after the reference data and the demo requests,
   * in the seeding transaction, in module order (the invoices of the demo requests, their payments).
   */
  demoData?: (tx: Queryable) => Promise<unknown>;
  /** What it does when another module announces an event, inside that write's transaction (module-events.ts). */
  listens?: (ctx: ModuleContext) => ModuleListeners;
  /** Its cards on the dashboard (`GET /api/dashboard`, dashboard/README.md): each shown with its permission, agency-scoped. */
  dashboard?: (ctx: ModuleContext) => DashboardCard[];
  /** Registers its routes and hooks; the registries above are already filled. */
  register(app: FastifyInstance, ctx: ModuleContext): void | Promise<void>;
}
