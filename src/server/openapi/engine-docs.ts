/**
 * Tags and summaries of the generic endpoints, read from each schema's x-resource (the route
 * schemas of crud/ say the shapes; this says their names): one tag per entity (`text.en.many`),
 * a summary per endpoint key. An endpoint key added to `x-resource.endpoints` later gets its key
 * as summary until it has a sentence below; its shapes are documented either way.
 */
import type { EntitySchema } from '@schema/types.js';
import type { RouteInfo } from './operation.js';

const SUMMARIES: Record<string, (one: string, many: string) => string> = {
  list: (_one, many) => `List ${many} (paged, searched, filtered)`,
  getOne: (one) => `Get a ${one} by id`,
  all: (_one, many) => `All ${many} (a dropdown source)`,
  create: (one) => `Add a ${one}`,
  update: (one) => `Update a ${one}`,
  delete: (one) => `Delete a ${one}`,
  trash: (_one, many) => `Deleted ${many} (trash)`,
  restore: (one) => `Restore a deleted ${one}`,
  export: (_one, many) => `Export ${many} as CSV (the filtered list, every row)`,
};

export interface EngineDocs {
  /** By lowercased url: routes are matched case-insensitively, like the router does. */
  routes: Map<string, RouteInfo>;
  tags: { name: string; description: string }[];
}

export function engineDocs(schemas: EntitySchema[]): EngineDocs {
  const routes = new Map<string, RouteInfo>();
  const tags: EngineDocs['tags'] = [];
  for (const schema of schemas) {
    const { resource } = schema;
    const { one, many } = resource.text.en;
    const tag = many;
    tags.push({
      name: tag,
      description: `Generic endpoints of the \`${schema.name}\` schema, under \`/api${resource.api}\` (x-resource).`,
    });
    const set = (api: string, path: string, summary: string) =>
      routes.set(`/api${api}/${path}`.toLowerCase(), { tag, summary });
    for (const [key, path] of Object.entries(resource.endpoints as unknown as Record<string, string>)) {
      set(resource.api, path, SUMMARIES[key]?.(one, many) ?? `${key} (${one})`);
    }
    for (const lookup of resource.lookups) {
      const by = lookup.params.length ? ` by ${lookup.params.join(' and ')}` : '';
      set(
        lookup.api ?? resource.api,
        lookup.path,
        `${many}${by}${lookup.fields ? ` (${lookup.fields.join(', ')})` : ''}`,
      );
    }
    if (resource.gallery) {
      set(resource.api, resource.gallery.upload, `Upload images to the gallery of a ${one}`);
      set(resource.api, resource.gallery.delete, `Delete images of the gallery of a ${one}`);
    }
  }
  return { routes, tags };
}
