/** GET /api/health, /api/schemas (and its form validators) and /api/permissions. */
import type { FastifyInstance } from 'fastify';
import { permissionCatalogue } from '@domain/permissions.js';
import type { EntitySchema } from '@schema/types.js';
import { documented, type JsonSchema } from '../http/schemas.js';
import { formValidatorRoutes } from './form-validators.js';

export interface PermissionGroup {
  area: string;
  entities: { entity: string; permissions: { name: string; action: string }[] }[];
}

/**
 * The whole catalogue: the spec's (src/domain/permissions.ts), the schemas' own permissions and
 * the modules' (module.ts `permissions`), sorted.
 */
export function fullCatalogue(
  schemas: EntitySchema[],
  modules: readonly { permissions?: readonly string[] }[],
): string[] {
  return permissionCatalogue([
    ...schemas.flatMap((s) => Object.values(s.resource.permissions)),
    ...modules.flatMap((m) => m.permissions ?? []),
  ]);
}

/** A catalogue grouped by area then entity. */
export function groupedCatalogue(all: string[]): { areas: PermissionGroup[]; permissions: string[] } {
  const permissions = permissionCatalogue(all);
  const areas = new Map<string, Map<string, { name: string; action: string }[]>>();
  for (const name of permissions) {
    const parts = name.split('.');
    const area = parts[0];
    const action = parts[parts.length - 1];
    const entity = parts.slice(1, -1).join('.') || area;
    if (!areas.has(area)) areas.set(area, new Map());
    const entities = areas.get(area)!;
    if (!entities.has(entity)) entities.set(entity, []);
    entities.get(entity)!.push({ name, action });
  }
  return {
    areas: [...areas].map(([area, entities]) => ({
      area,
      entities: [...entities].map(([entity, list]) => ({ entity, permissions: list })),
    })),
    permissions,
  };
}

/** The schemas as GET /api/schemas answers them (JSON, as the SPA receives them). */
export function describedSchemas(schemas: EntitySchema[]): { schemas: EntitySchema[] } {
  const described = {
    schemas: schemas.map((s) => ({
      name: s.name,
      title: s.title,
      required: s.required,
      properties: s.properties,
      resource: s.resource,
    })),
  };
  return JSON.parse(JSON.stringify(described)) as { schemas: EntitySchema[] };
}

/** The catalogue's answer (also GET /api/authorization/user/permissions). */
export const catalogueSchema: JsonSchema = {
  type: 'object',
  properties: {
    areas: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          area: { type: 'string', description: 'e.g. `Finance`' },
          entities: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                entity: { type: 'string', description: 'e.g. `PaymentAccounts`' },
                permissions: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      name: { type: 'string', description: 'e.g. `Finance.PaymentAccounts.Add`' },
                      action: { type: 'string', description: 'e.g. `Add`' },
                    },
                    required: ['name', 'action'],
                  },
                },
              },
              required: ['entity', 'permissions'],
            },
          },
        },
        required: ['area', 'entities'],
      },
    },
    permissions: { type: 'array', items: { type: 'string' }, description: 'every permission name, sorted' },
  },
  required: ['areas', 'permissions'],
};

/** An entity schema as GET /api/schemas answers it: JSON Schema with the x-resource defaults filled in. */
const describedSchema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'the schema `$id`, e.g. `payment-account`' },
    title: { type: 'string' },
    required: { type: 'array', items: { type: 'string' } },
    properties: {
      type: 'object',
      additionalProperties: true,
      description: 'JSON Schema properties with the annotations of the README',
    },
    resource: {
      type: 'object',
      additionalProperties: true,
      description: 'the `x-resource` annotation, every default filled in',
    },
  },
  required: ['name', 'required', 'properties', 'resource'],
};

/** `permissions`: the whole catalogue (fullCatalogue). */
export function metaRoutes(app: FastifyInstance, schemas: EntitySchema[], permissions: string[]): void {
  app.get(
    '/api/health',
    {
      config: { permission: 'public' },
      ...documented({
        tags: ['Meta'],
        summary: 'Liveness',
        response: {
          200: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] },
        },
      }),
    },
    async () => ({ status: 'ok' }),
  );

  const described = describedSchemas(schemas);
  // Sent as JSON.stringify wrote it: the SPA hashes these schemas to find their form validators.
  const describedJson = JSON.stringify(described);
  app.get(
    '/api/schemas',
    {
      config: { permission: 'authenticated' },
      ...documented({
        tags: ['Meta'],
        summary: 'The entity schemas (the SPA builds its screens from them)',
        response: {
          200: {
            type: 'object',
            properties: { schemas: { type: 'array', items: describedSchema } },
            required: ['schemas'],
          },
        },
      }),
    },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(describedJson),
  );
  // The forms' precompiled validators, from the very schemas the SPA receives above.
  formValidatorRoutes(app, described.schemas);

  const catalogue = groupedCatalogue(permissions);
  app.get(
    '/api/permissions',
    {
      config: { permission: 'authenticated' },
      ...documented({
        tags: ['Meta'],
        summary: 'The permission catalogue, grouped by area and entity',
        response: { 200: catalogueSchema },
      }),
    },
    async () => catalogue,
  );
}
