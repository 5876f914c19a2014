/**
 * The Fastify application: the engine (compression, error shapes, security headers, route
 * permissions, the OpenAPI document, login, meta routes, the generic CRUD endpoints of every
 * schema, the SPA) and the modules of modules.ts, each registered by its module.ts.
 * Tests build it with inject; main.ts listens.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import { loginRoute } from './auth/login-route.js';
import { installRoutePermissions } from './auth/route-permissions.js';
import { secretKey } from './auth/token.js';
import { startAuthUpkeep } from './auth/upkeep.js';
import { EntityHooks } from './crud/hooks.js';
import { registerCrud } from './crud/plugin.js';
import type { Db } from './db/types.js';
import { installEdgeChecks } from './edge-checks.js';
import { installErrorHandling } from './errors.js';
import { installCompression } from './http/compression.js';
import { installRequestDecorators } from './http/request-decorators.js';
import { securityHeaders } from './http/security-headers.js';
import { installModules } from './install-modules.js';
import { Mailer } from './mail/index.js';
import type { ServerModule } from './module.js';
import { serverModules } from './modules.js';
import { openApiRoutes } from './openapi/index.js';
import { fullCatalogue, metaRoutes } from './routes/meta.js';
import { spaRoutes } from './routes/spa.js';
import { secretsKeyOf } from './singleton/secrets.js';

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
  /** The modules to register (tests may add one); default modules.ts. */
  modules?: readonly ServerModule[];
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
  modules = serverModules,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });
  const key = secretKey(jwtSecret);
  const permissions = fullCatalogue(schemas, modules);
  await installCompression(app); // before every route: its hook must see them all
  installErrorHandling(app);
  securityHeaders(app);
  installEdgeChecks(app); // NUL, lone surrogates, non-finite numbers: 400 before any handler
  installRequestDecorators(app); // request.lang, request.agencyScope
  installRoutePermissions(app, key, startAuthUpkeep(app, db));
  openApiRoutes(app, schemas); // first: it documents every route registered after it
  loginRoute(app, db, key);
  metaRoutes(app, schemas, permissions);
  app.decorate('entityHooks', new EntityHooks());
  registerCrud(app, db, schemas, app.entityHooks);
  app.decorate('mailer', new Mailer(db, app.log));
  app.addHook('onClose', () => app.mailer.whenIdle()); // mails already accepted still leave
  await installModules(
    app,
    { db, schemas, key, settingsKey: settingsKey ?? secretsKeyOf(db), mailer: app.mailer, publicUrl, permissions },
    modules,
  );
  await spaRoutes(app, spaDir, schemas);
  await app.ready();
  return app;
}
