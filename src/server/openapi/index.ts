/**
 * The published API contract: GET /api/openapi.json (OpenAPI 3.1, generated from the registered
 * routes, document.ts) and GET /api/docs (a browsable reference of it, docs-page.ts). Both are
 * public: they hold no data and no secret.
 * @example openApiRoutes(app, schemas) // in buildApp, before any other route is registered
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import { documented } from '../http/schemas.js';
import { collectRoutes } from './collect.js';
import { docsRoutes } from './docs-page.js';
import { buildDocument } from './document.js';
import { engineDocs } from './engine-docs.js';

export const OPENAPI_URL = '/api/openapi.json';

/** The project's version (package.json above this module, from src/ or dist/). */
function projectVersion(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
  }
  return '0.0.0';
}

export function openApiRoutes(app: FastifyInstance, schemas: EntitySchema[]): void {
  const routes = collectRoutes(app);

  // Built on the first request, once every route is registered; the routes do not change after.
  let json: string | undefined;
  app.get(
    OPENAPI_URL,
    {
      config: { permission: 'public' },
      ...documented({
        tags: ['API reference'],
        summary: 'This OpenAPI 3.1 document',
        description: 'Every route of the server, generated from the routes and their schemas.',
        response: { 200: { type: 'object', additionalProperties: true, description: 'An OpenAPI 3.1 document' } },
      }),
    },
    async (_request, reply) => {
      json ??= JSON.stringify(
        buildDocument(routes, engineDocs(schemas), {
          title: 'Travel back office API',
          version: projectVersion(),
        }),
      );
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  docsRoutes(app);
}
