/**
 * Pure readings of the annotations behind the singleton screen and the grouped form (no
 * React): `x-resource.singleton`, `x-resource.groups`, `x-resource.public`, `writeOnly`
 * properties (secrets) and `x-image.binary` (the path/binary pair of an image). Documented in
 * README "Schema annotations"; unit tested in tests/unit/schema-screens/form-annotations.test.ts.
 */
import type { EntitySchema, GroupAnnotation, Lang, PropertySchema } from '@schema/types.js';

/** A group of properties, shown as one tab of the form (`x-resource.groups[]`; its key is the URL fragment). */
export type PropertyGroup = GroupAnnotation;

/** Whether the schema is a single-row resource (a page with its form, no list). */
export const isSingleton = (schema: EntitySchema) => schema.resource.singleton === true;

/** The property groups of the form, in their order; none when the schema declares none. */
export const groupsOf = (schema: EntitySchema): PropertyGroup[] => schema.resource.groups ?? [];

/** The public fields of a singleton (`x-resource.public.fields`), or none. */
export const publicFieldsOf = (schema: EntitySchema): string[] => schema.resource.public?.fields ?? [];

/** Properties that are secrets: never answered, sent only when typed. */
export const secretFields = (schema: EntitySchema): string[] =>
  Object.keys(schema.properties).filter((name) => schema.properties[name]?.writeOnly === true);

/** The `{name}Set` flag a secret is answered as. */
export const secretSetFlag = (name: string) => `${name}Set`;

/** The image pair of a property (`x-image`), or none. */
export const imagePairOf = (prop: PropertySchema | undefined) => prop?.['x-image'];

/** The labels of an `enum`'s values, in their order (`x-enum-labels`), e.g. 1 → Suspended. */
export const enumLabelsOf = (prop: PropertySchema | undefined) => prop?.['x-enum-labels'];

/** Names of the properties that carry an image's new bytes (`x-image.binary`): never drawn as fields. */
export const binaryFields = (schema: EntitySchema): string[] =>
  Object.values(schema.properties).flatMap((prop) => imagePairOf(prop)?.binary ?? []);

/** The title of a group in `lang`. */
export const groupTitle = (group: PropertyGroup, lang: Lang) => group.title[lang] ?? group.title.en;

/**
 * The group to show for a URL fragment (`#officialInfo` → officialInfo): the first group when
 * the fragment is missing or names no group.
 */
export function groupFromHash(groups: PropertyGroup[], hash: string): string | undefined {
  const key = decodeURIComponent(hash.replace(/^#/, ''));
  return groups.find((g) => g.key === key)?.key ?? groups[0]?.key;
}

/**
 * Which group shows each visible property: its declared group, else the first one (a property
 * no group names is still editable, on the first tab).
 */
export function groupOfField(groups: PropertyGroup[], name: string): string | undefined {
  return groups.find((g) => g.fields.includes(name))?.key ?? groups[0]?.key;
}

/**
 * The group of the first invalid property, in the form's order (the tab a failed save opens).
 * @example firstErrorGroup(groups, ['lightLogo', 'companyTitle'], new Set(['companyTitle'])) // 'officialInfo'
 */
export function firstErrorGroup(
  groups: PropertyGroup[],
  order: string[],
  invalid: Set<string>,
): { group?: string; field?: string } {
  const field = order.find((name) => invalid.has(name)) ?? [...invalid][0];
  return { field, group: field === undefined ? undefined : groupOfField(groups, field) };
}

/**
 * What a save sends for the secrets and image pairs, on top of the writable properties
 * (`toBody`): a secret left empty is left out (the server keeps the stored one); an image's
 * new bytes (`x-image.binary`) are sent when chosen, else null.
 */
export function secretsAndBinaries(
  schema: EntitySchema,
  formData: Record<string, unknown>,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...body };
  for (const name of secretFields(schema)) {
    if (out[name] === null || out[name] === undefined || out[name] === '') delete out[name];
  }
  for (const name of binaryFields(schema)) {
    const value = formData[name];
    // The form keeps a `data:` URL (the preview); the body carries its base64.
    out[name] = typeof value === 'string' && value ? value.replace(/^data:[^,]*,/, '') : null;
  }
  return out;
}
