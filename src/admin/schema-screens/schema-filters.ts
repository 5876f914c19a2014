/**
 * The filter declarations of a schema's list (`x-resource.list.filters`, defaults filled in at
 * load) as the admin draws them (primitives/filter-declarations.ts): the label of the
 * declaration or of the property, a reference's resource, label field and fixed query
 * (`x-ref`), an enum's values and labels (`enum`, `x-enum-labels`). Pure.
 */
import { filterProperty } from '@schema/list-filters.js';
import type { EntitySchema, LocalText, RefAnnotation } from '@schema/types.js';
import type { FilterDeclaration } from '../primitives/filter-declarations.js';

const cache = new WeakMap<EntitySchema, FilterDeclaration[]>();

/**
 * A reference filter's dropdown: the `x-ref` resource, label and query; a dependent `x-ref`
 * (`dependsOn`) narrows it by the filter of its parent field, when the list has one.
 */
function referenceOf(schema: EntitySchema, ref: RefAnnotation): NonNullable<FilterDeclaration['reference']> {
  const parent = ref.dependsOn && schema.resource.list.filters.find((f) => f.field === ref.dependsOn!.field);
  const parentParam = parent && 'value' in parent.params ? parent.params.value : undefined;
  return {
    resource: ref.resource,
    label: ref.label,
    query: ref.query,
    ...(parentParam ? { dependsOn: { param: parentParam, query: ref.dependsOn!.param } } : {}),
  };
}

export function schemaFilterDeclarations(schema: EntitySchema): FilterDeclaration[] {
  const known = cache.get(schema);
  if (known) return known;
  const declarations = schema.resource.list.filters.map((f): FilterDeclaration => {
    const prop = filterProperty(schema.properties, f.field);
    const title = prop?.title ?? f.field;
    const label: LocalText = f.label ?? {
      en: prop?.['x-i18n']?.en?.title ?? title,
      fr: prop?.['x-i18n']?.fr?.title ?? title,
    };
    const ref = prop?.['x-ref'];
    const labels = prop?.['x-enum-labels'];
    return {
      field: f.field,
      kind: f.kind,
      label,
      params: f.params,
      ...(ref && f.kind === 'reference' ? { reference: referenceOf(schema, ref) } : {}),
      ...(prop?.enum && f.kind === 'enum'
        ? {
            options: prop.enum.map((value, i) => ({
              value,
              label: labels?.[i] ?? { en: String(value), fr: String(value) },
            })),
          }
        : {}),
    };
  });
  cache.set(schema, declarations);
  return declarations;
}
