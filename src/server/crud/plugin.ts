import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import type { Db } from '../db/types.js';
import { forbidden } from '../errors.js';
import { buildContexts, type ResourceContext } from './context.js';
import type { EntityHooks } from './hooks.js';
import { callOf, endpointsOf, type Endpoint } from './endpoints.js';
import { endpointSchema } from './route-schemas.js';
import { validatorCompilerFor } from './route-validation.js';
import { lazySerializerCompiler } from './serializers.js';

/**
 * Before a create/update body is validated: an agency user's body gets its agency as the scope
 * property (so the scope is never "required" of them), and creating the agency table itself is
 * refused (403) whatever the body says.
 */
function forceAgencyScope(ctx: ResourceContext, endpoint: Endpoint) {
  const scope = ctx.model.schema.resource.agencyScope;
  return async (request: FastifyRequest) => {
    const agencyId = request.user?.agencyId;
    if (!scope || agencyId === undefined) return;
    if (scope === 'id') {
      if (endpoint.op === 'create') throw forbidden('Agency users cannot create this resource.');
      return;
    }
    const body = request.body;
    if (body !== null && typeof body === 'object' && !Array.isArray(body))
      (body as Record<string, unknown>)[scope] = agencyId;
  };
}

/**
 * Registers the generic endpoints of every schema but singletons (see endpoints.ts for the table);
 * their writes run the modules' hooks of `hooks` (hooks.ts), read when a write runs.
 */
export function registerCrud(app: FastifyInstance, db: Db, schemas: EntitySchema[], hooks: EntityHooks): void {
  const byName = new Map(schemas.map((s) => [s.name, s]));
  for (const ctx of buildContexts(db, schemas, hooks)) {
    // A singleton has no list, rows or delete: its get/save endpoints are src/server/singleton's.
    if (ctx.model.schema.resource.singleton) continue;
    for (const endpoint of endpointsOf(ctx)) {
      const writes = endpoint.op === 'create' || endpoint.op === 'update';
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { permission: endpoint.permission },
        schema: endpointSchema(ctx.model.schema, byName, endpoint),
        validatorCompiler: validatorCompilerFor(ctx.model.schema, endpoint),
        serializerCompiler: lazySerializerCompiler,
        ...(writes ? { preValidation: forceAgencyScope(ctx, endpoint) } : {}),
        handler: (request, reply) => endpoint.handler(ctx, callOf(request, reply)),
      });
    }
  }
}
