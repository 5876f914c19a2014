/**
 * Puts the modules of the list into the app: first every registry is filled from the module
 * objects (document kinds, audited entities, write hooks, event listeners), then each module registers its routes
 * in order (module-order.ts). So a module's routes may read any registry, whatever the order.
 */
import type { FastifyInstance } from 'fastify';
import { AuditedEntities } from './audit/index.js';
import { DocumentReferences } from './documents/index.js';
import type { ModuleContext, ServerModule } from './module.js';
import { ModuleEvents } from './module-events.js';
import { orderModules } from './module-order.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules in the order they registered. */
    serverModules: readonly ServerModule[];
    /** Events modules announce and listen to (module-events.ts). */
    moduleEvents: ModuleEvents;
    /** The module that registered each route, keyed `METHOD url` (the authorization matrix reads it). */
    routeModules: Map<string, string>;
  }
}

export async function installModules(
  app: FastifyInstance,
  base: Omit<ModuleContext, 'modules'>,
  modules: readonly ServerModule[],
): Promise<void> {
  const ordered = orderModules(modules);
  const ctx: ModuleContext = { ...base, modules: ordered };
  app.decorate('serverModules', ordered);
  const references = new DocumentReferences();
  app.decorate('documentReferences', references);
  for (const m of ordered) for (const kind of m.documentKinds ?? []) references.register(kind);
  const audited = new AuditedEntities();
  app.decorate('auditedEntities', audited);
  for (const m of ordered) for (const entity of m.audits?.(ctx) ?? []) audited.register(entity);
  for (const m of ordered)
    for (const [entity, hooks] of Object.entries(m.writeHooks?.(ctx) ?? {})) app.entityHooks.on(entity, hooks);
  const events = new ModuleEvents();
  app.decorate('moduleEvents', events);
  for (const m of ordered) events.listen(m.listens?.(ctx) ?? {});
  let registering: string | undefined;
  const routeModules = new Map<string, string>();
  app.decorate('routeModules', routeModules);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (registering) for (const method of methods) routeModules.set(`${method} ${route.url}`, registering);
  });
  for (const m of ordered) {
    registering = m.name;
    await m.register(app, ctx);
  }
  registering = undefined;
}
