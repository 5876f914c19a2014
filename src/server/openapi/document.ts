/**
 * The OpenAPI 3.1 document of the running server, built from the routes Fastify registered
 * (collect.ts) and nothing else: each route's schema gives its shapes and bounds, its declared
 * permission its security, and the schemas' x-resource the names of the generic endpoints.
 * Nothing here names a route.
 */
import type { JsonSchema } from '../http/schemas.js';
import type { CollectedRoute } from './collect.js';
import { components } from './components.js';
import type { EngineDocs } from './engine-docs.js';
import { openApiPath, operation } from './operation.js';

/** Tags of the hand-written routes, in the order the reference shows them (generic endpoints follow). */
const TAGS = [
  { name: 'Auth', description: 'Sign in (an access token) and sign out.' },
  {
    name: 'Meta',
    description: "Health, the entity schemas the SPA is built from, the forms' validators, the permission catalogue.",
  },
  { name: 'Users', description: 'User management: users of the company and of the agencies.' },
  { name: 'Roles', description: 'Roles and their permissions (the permission matrix).' },
  { name: 'Files', description: 'Images stored in the database and the galleries of rows.' },
  { name: 'API reference', description: 'This document and its browsable viewer.' },
];

const DESCRIPTION = `The back office's HTTP API, generated from the routes the server registers and their schemas.

- **Access**: send \`Authorization: Bearer <accessToken>\` (from \`POST /api/Auth/login\`); each operation says
  the permission it needs (also as \`x-permission\`: \`public\`, \`authenticated\`, a permission, or a list of which any one will do).
- **Errors**: a 400 of validation is \`{"errors": {"<field>": ["<message>"]}}\`; every other error is problem details
  (\`application/problem+json\`). Messages follow \`Accept-Language\` (\`en\`, \`fr\`).
- **Input**: query strings are read strictly (an integer is a plain decimal); bodies may carry read-only and unknown
  properties, which are ignored. Paths are case-insensitive; every \`GET\` also answers \`HEAD\`.`;

/** Why a registered route is not in the document, or null when it is. */
export function undocumentedReason(route: CollectedRoute, routes: CollectedRoute[]): string | null {
  if (route.method === 'HEAD' && routes.some((r) => r.method === 'GET' && r.url === route.url)) {
    return 'the HEAD twin of a GET (Fastify adds one for every GET)';
  }
  // OpenAPI path templates match one segment per parameter: `/*` cannot be written as a path.
  if (route.url.includes('*')) return 'a wildcard path (the SPA host), which OpenAPI paths cannot express';
  if (route.schema.hide) return 'its schema says hide';
  return null;
}

export interface DocumentInfo {
  title: string;
  version: string;
}

export function buildDocument(routes: CollectedRoute[], engine: EngineDocs, info: DocumentInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const ids = new Set<string>();
  const used = new Set<string>();
  for (const route of routes) {
    if (undocumentedReason(route, routes)) continue;
    const op = operation(route, engine.routes.get(route.url.toLowerCase()));
    let id = op.operationId as string;
    for (let n = 2; ids.has(id); n++) id = `${op.operationId as string}${n}`;
    ids.add(id);
    op.operationId = id;
    (op.tags as string[]).forEach((t) => used.add(t));
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = op;
  }
  const known = [...TAGS, ...engine.tags];
  const tags = [
    ...known.filter((t) => used.has(t.name)),
    ...[...used].filter((name) => !known.some((t) => t.name === name)).map((name) => ({ name })),
  ];
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: DESCRIPTION },
    servers: [{ url: '/', description: 'this server' }],
    tags,
    paths,
    components: components(),
  };
}
