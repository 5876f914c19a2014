/** GET /api/health, /api/schemas (and its form validators) and /api/permissions. */
import type { FastifyInstance } from 'fastify';
import { permissionCatalogue } from '../../domain/permissions.js';
import type { EntitySchema } from '../../schema/types.js';
import { formValidatorRoutes } from './form-validators.js';

export interface PermissionGroup {
  area: string;
  entities: { entity: string; permissions: { name: string; action: string }[] }[];
}

/** The catalogue plus the schemas' own permissions, grouped by area then entity. */
export function groupedCatalogue(schemas: EntitySchema[]): { areas: PermissionGroup[]; permissions: string[] } {
  const extra = schemas.flatMap((s) => Object.values(s.resource.permissions));
  const permissions = permissionCatalogue(extra);
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
    schemas: schemas.map((s) => ({ name: s.name, title: s.title, required: s.required, properties: s.properties, resource: s.resource })),
  };
  return JSON.parse(JSON.stringify(described)) as { schemas: EntitySchema[] };
}

export function metaRoutes(app: FastifyInstance, schemas: EntitySchema[]): void {
  app.get('/api/health', { config: { permission: 'public' } }, async () => ({ status: 'ok' }));

  const described = describedSchemas(schemas);
  app.get('/api/schemas', { config: { permission: 'authenticated' } }, async () => described);
  // The forms' precompiled validators, from the very schemas the SPA receives above.
  formValidatorRoutes(app, described.schemas);

  const catalogue = groupedCatalogue(schemas);
  app.get('/api/permissions', { config: { permission: 'authenticated' } }, async () => catalogue);
}
