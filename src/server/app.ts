/**
 * The Fastify application: compression, error shapes, security headers, route permissions, the OpenAPI
 * document, login, self-service accounts (sign-up, password reset, with mail), meta routes, the generic CRUD
 * endpoints of every schema (and the get/save of singletons), user management, the audit log and the SPA.
 * Tests build it with inject; main.ts listens.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import { registerAccount } from './account/index.js';
import { auditRoutes, installAuditTrail } from './audit/index.js';
import { loginRoute } from './auth/login-route.js';
import { installRoutePermissions } from './auth/route-permissions.js';
import { secretKey } from './auth/token.js';
import { startAuthUpkeep } from './auth/upkeep.js';
import { registerCrud } from './crud/plugin.js';
import type { Db } from './db/types.js';
import { documentRoutes } from './documents/routes.js';
import { installEdgeChecks } from './edge-checks.js';
import { installErrorHandling } from './errors.js';
import { filesRoutes } from './files/routes.js';
import { installCompression } from './http/compression.js';
import { installRequestDecorators } from './http/request-decorators.js';
import { Mailer } from './mail/mailer.js';
import { securityHeaders } from './http/security-headers.js';
import { openApiRoutes } from './openapi/index.js';
import { metaRoutes } from './routes/meta.js';
import { spaRoutes } from './routes/spa.js';
import { reservationRequestRoutes } from './reservations/routes.js';
import { registerSingletons } from './singleton/routes.js';
import { secretsKeyOf } from './singleton/secrets.js';
import { registerUserManagement } from './users/index.js';
import { UserRepository } from './users/user-repository.js';

export interface AppOptions {
  db: Db;
  schemas: EntitySchema[];
  jwtSecret: string;
  /**
   * Key of the secrets stored by singletons (32 bytes; config SETTINGS_KEY or DATA_DIR/settings-key).
   * Absent (tests): a random key for the whole process.
   */
  settingsKey?: Buffer;
  /** Directory of the built SPA (index.html, assets/). */
  spaDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Fastify's trustProxy (config TRUST_PROXY): only then is X-Forwarded-For the client. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** PUBLIC_URL (config.ts): the base of the links in e-mails. */
  publicUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the product's e-mails in the background (tests wait with `app.mailer.whenIdle()`). */
    mailer: Mailer;
  }
}

export async function buildApp({
  db,
  schemas,
  jwtSecret,
  settingsKey,
  spaDir,
  logger = false,
  trustProxy = false,
  publicUrl = 'http://localhost:3000',
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });
  await installCompression(app); // before every route: its hook must see them all
  installErrorHandling(app);
  securityHeaders(app);
  installEdgeChecks(app); // NUL, lone surrogates, non-finite numbers: 400 before any handler
  installRequestDecorators(app); // request.lang, request.agencyScope
  installRoutePermissions(app, secretKey(jwtSecret), startAuthUpkeep(app, db));
  openApiRoutes(app, schemas); // first: it documents every route registered after it
  loginRoute(app, db, secretKey(jwtSecret));
  metaRoutes(app, schemas);
  installAuditTrail(app, schemas); // app.auditedEntities: modules register what the audit log serves
  filesRoutes(app, db, schemas); // before registerCrud: it hooks the generic endpoints as they register
  registerCrud(app, db, schemas);
  registerSingletons(app, db, schemas, settingsKey ?? secretsKeyOf(db)); // one-row resources: get, save, public fields
  registerUserManagement(app, db, schemas);
  reservationRequestRoutes(app, db); // reservation requests: add, complete, getbyid, delete
  documentRoutes(app, db); // documents attached to requests (and later invoices, payments)
  app.decorate('mailer', new Mailer(db, app.log));
  app.addHook('onClose', () => app.mailer.whenIdle()); // mails already accepted still leave
  registerAccount(app, {
    db,
    key: secretKey(jwtSecret),
    publicUrl,
    mailer: app.mailer,
    users: new UserRepository(schemas.find((s) => s.name === 'agency')?.resource.table),
  });
  auditRoutes(app, db); // after every module registered its audited entities
  await spaRoutes(app, spaDir, schemas);
  await app.ready();
  return app;
}
