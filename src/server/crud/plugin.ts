import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '../../schema/types.js';
import type { Db } from '../db/types.js';
import { buildContexts } from './context.js';
import { callOf, endpointsOf } from './endpoints.js';

/** Registers the generic endpoints of every schema (see endpoints.ts for the table). */
export function registerCrud(app: FastifyInstance, db: Db, schemas: EntitySchema[]): void {
  for (const ctx of buildContexts(db, schemas)) {
    for (const endpoint of endpointsOf(ctx)) {
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { permission: endpoint.permission },
        handler: (request) => endpoint.handler(ctx, callOf(request)),
      });
    }
  }
}
