/**
 * The picker shape: what a dropdown source (`getall`, lookups) answers a signed-in caller who
 * lacks the entity's view permission. Full rows need the view permission; a dropdown only needs
 *   - `id` and the label (every `x-ref.label` of a reference pointing at the entity; without
 *     any, `title` or else the first text list column);
 *   - what a dependent dropdown filters on (`x-ref.dependsOn.param` and `x-ref.query` keys of
 *     references pointing here, the entity's lookup `params`) and lookup `fields`;
 *   - what the schema declares for pickers, `x-resource.picker` (an excursion's description
 *     and image, shown by the reservation wizard).
 * Everything is derived from the schemas, so refs, descriptions and contact details of an
 * entity (payment accounts, suppliers, agencies) stay out unless a schema says otherwise.
 * A non-viewer may filter only on picker fields: any other filter of the endpoint answers 400
 * (rather than being ignored, which would silently answer unfiltered rows, or serve as an
 * oracle on hidden columns).
 */
import type { EntitySchema, Lang } from '@schema/types.js';
import type { AuthUser } from '../auth/token.js';
import type { Row } from '../db/types.js';
import { ValidationError } from '../errors.js';
import type { ResourceContext } from './context.js';

/** The picker fields of an entity, in a stable order (id, labels, the rest as declared). */
export function pickerFields(schema: EntitySchema, schemas: EntitySchema[]): string[] {
  const refs = schemas
    .flatMap((s) => Object.values(s.properties))
    .map((p) => p['x-ref'])
    .filter((ref) => ref?.resource === schema.name);
  const labels = refs.map((ref) => ref!.label);
  if (!labels.length) {
    // No dropdown names a label: `title`, else the first text list column (a string property
    // or the label of one of its own references, e.g. a policy's `hotelName`).
    const aliases = new Set(Object.values(schema.properties).map((p) => p['x-ref']?.as));
    const isText = (f: string) => f !== 'id' && (schema.properties[f]?.type === 'string' || aliases.has(f));
    const fallback =
      'title' in schema.properties ? 'title' : schema.resource.list.columns.map((c) => c.field).find(isText);
    if (fallback) labels.push(fallback);
  }
  const { resource } = schema;
  return [
    ...new Set([
      'id',
      ...labels,
      ...refs.flatMap((ref) => [...(ref!.dependsOn ? [ref!.dependsOn.param] : []), ...Object.keys(ref!.query ?? {})]),
      ...resource.lookups.flatMap((l) => [...l.params, ...(l.fields ?? [])]),
      ...(resource.picker ?? []),
    ]),
  ];
}

const texts: Record<Lang, string> = {
  en: 'Filtering by {field} needs the permission to view this list.',
  fr: 'Le filtre {field} demande la permission de voir cette liste.',
};

const cache = new WeakMap<ResourceContext, string[]>();

function fieldsOf(ctx: ResourceContext): string[] {
  let fields = cache.get(ctx);
  if (!fields) {
    fields = pickerFields(
      ctx.model.schema,
      [...ctx.models.values()].map((m) => m.schema),
    );
    cache.set(ctx, fields);
  }
  return fields;
}

/** How one dropdown request is answered: full rows for a viewer, the picker shape for others. */
export interface PickerAccess {
  full: boolean;
  /** The filters of the endpoint the caller may use; 400 when it sent another one. */
  filters(declared: string[], query: Record<string, unknown>): string[];
  /** Rows as the caller may see them; `fields`: the lookup's own projection, when it has one. */
  shape(rows: Row[], fields?: string[]): Row[];
}

const project = (fields: string[]) => (rows: Row[]) =>
  rows.map((row) => Object.fromEntries(fields.map((f) => [f, row[f] ?? null])));

export function pickerAccess(ctx: ResourceContext, user: AuthUser | null, lang: Lang): PickerAccess {
  const full = user?.permissions.includes(ctx.model.schema.resource.permissions.view) ?? false;
  if (full) {
    return { full, filters: (declared) => declared, shape: (rows, fields) => (fields ? project(fields)(rows) : rows) };
  }
  const picker = fieldsOf(ctx);
  return {
    full,
    filters(declared, query) {
      const hidden = declared.filter((f) => !picker.includes(f) && query[f] !== undefined && query[f] !== '');
      if (hidden.length) {
        throw new ValidationError(Object.fromEntries(hidden.map((f) => [f, [texts[lang].replace('{field}', f)]])));
      }
      return declared.filter((f) => picker.includes(f));
    },
    shape: (rows, fields) => project(fields ?? picker)(rows),
  };
}
