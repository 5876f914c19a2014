import { INT_MAX, INT_MIN } from '@domain/int-bounds.js';
import { DEFAULT_PAGE_SIZE } from '@domain/paging.js';
import { createAjv } from './ajv.js';
import type { ErrorObject } from 'ajv';
import { propertyAnnotationSchemas, propertySchema, resourceAnnotationSchema } from './annotation-meta.js';
import { filterParamNames, filterProperty, listFilterOf, type ListFilter } from './list-filters.js';
import { camelToSnake, defaultListKey } from './naming.js';
import type {
  EntitySchema,
  EntitySchemaFile,
  PropertySchema,
  ResourceAnnotation,
  ResourceAnnotationFile,
} from './types.js';

/** A schema file that cannot be used; the message names the file, the property and the reason. */
export class SchemaError extends Error {
  constructor(
    readonly file: string,
    readonly property: string,
    readonly reason: string,
  ) {
    super(`${file}: ${property || '(root)'}: ${reason}`);
    this.name = 'SchemaError';
  }
}

/** Annotation keywords the engine understands; anything else starting with x- is a typo. */
export const ANNOTATION_KEYWORDS = ['x-resource', ...Object.keys(propertyAnnotationSchemas)];

/**
 * The compiled checks, built on first use: compiling them is most of the cost of loading
 * the schemas, and a start-up whose files were already checked skips them (see load-dir.ts).
 */
const checks = (() => {
  let built: ReturnType<typeof buildChecks> | undefined;
  return () => (built ??= buildChecks());
})();

function buildChecks() {
  const metaAjv = createAjv({ strict: true });
  return {
    resource: metaAjv.compile(resourceAnnotationSchema),
    property: metaAjv.compile(propertySchema),
    propertyAnnotation: Object.fromEntries(
      Object.entries(propertyAnnotationSchemas).map(([k, s]) => [k, metaAjv.compile(s)]),
    ),
    /** A strict JSON Schema compiler that knows the annotation keywords, to catch misspelt keywords. */
    strictAjv: createAjv({ strict: true }, ANNOTATION_KEYWORDS),
  };
}

/** What the checks depend on besides the files: a change of these re-checks every file. */
export const CHECKS_FINGERPRINT = JSON.stringify([resourceAnnotationSchema, propertySchema, propertyAnnotationSchemas]);

function firstError(errors: ErrorObject[] | null | undefined): { path: string; reason: string } {
  const e = errors?.[0];
  if (!e) return { path: '', reason: 'is invalid' };
  const path = e.instancePath
    .replace(/^\//, '')
    .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
    .replace(/\//g, '.');
  const extra =
    e.keyword === 'additionalProperties'
      ? ` (unknown "${String(e.params.additionalProperty)}")`
      : e.keyword === 'enum'
        ? ` (one of ${JSON.stringify(e.params.allowedValues)})`
        : '';
  return { path, reason: `${e.message ?? 'is invalid'}${extra}` };
}

function join(...parts: string[]): string {
  return parts.filter(Boolean).join('.');
}

/**
 * Validates one parsed schema file and fills in the annotation defaults. `verified`: the
 * file passed these checks before, unchanged (load-dir.ts knows), so the compiled checks
 * are skipped; the cheap structural ones still run.
 */
/**
 * Names every row already answers or stores (the base entity: dates, version, soft delete),
 * as properties and as their columns; a schema may not declare them.
 */
export const RESERVED_PROPERTIES = [
  'dateCreated',
  'lastModifiedDate',
  'version',
  'isDeleted',
  'deletedDate',
  'created_at',
  'updated_at',
  'is_deleted',
  'deleted_at',
];

export function normalizeSchema(raw: unknown, file: string, verified = false): EntitySchema {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new SchemaError(file, '', 'a schema file must hold a JSON object');
  }
  const json = raw as EntitySchemaFile;
  if (typeof json.$id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(json.$id)) {
    throw new SchemaError(file, '$id', 'must be a kebab-case resource name such as "payment-account"');
  }
  if (json.type !== 'object') throw new SchemaError(file, 'type', 'must be "object"');
  if (typeof json.title !== 'string' || !json.title) throw new SchemaError(file, 'title', 'is required');
  if (typeof json.properties !== 'object' || json.properties === null) {
    throw new SchemaError(file, 'properties', 'is required');
  }
  const properties = json.properties as Record<string, PropertySchema>;
  for (const name of Object.keys(properties)) {
    if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) {
      throw new SchemaError(file, `properties.${name}`, 'property names must be camelCase identifiers');
    }
    if (RESERVED_PROPERTIES.includes(name) || RESERVED_PROPERTIES.includes(camelToSnake(name))) {
      throw new SchemaError(
        file,
        `properties.${name}`,
        `reserved: every row already has ${RESERVED_PROPERTIES.slice(0, 5).join(', ')} (the base entity)`,
      );
    }
  }
  if (!verified) compiledChecks(json, properties, file);
  if (!properties.id || properties.id.type !== 'integer' || !properties.id.readOnly) {
    throw new SchemaError(file, 'properties.id', 'every entity needs { "type": "integer", "readOnly": true }');
  }
  for (const key of Object.keys(json)) {
    if (key.startsWith('x-') && key !== 'x-resource') {
      throw new SchemaError(file, key, 'unknown annotation at the root; only x-resource belongs here');
    }
  }
  const required = json.required ?? [];
  required.forEach((name, i) => {
    if (!properties[name]) throw new SchemaError(file, `required[${i}]`, `unknown property "${name}"`);
  });
  const rawResource = json['x-resource'] as ResourceAnnotationFile;
  const resource = withDefaults(rawResource, json.$id);
  resource.list.filters = listFilters(rawResource, properties, file);
  checkFieldNames(resource, properties, file);
  checkSingletonRules(rawResource, properties, required, file);
  checkGroups(resource, properties, file);
  checkUnique(rawResource, properties, file);
  return {
    name: json.$id,
    file,
    title: json.title,
    required,
    properties: withColumnBounds(properties, resource),
    resource,
    json,
  };
}

/** The ajv checks: property shapes, annotations, the JSON Schema itself in strict mode, x-resource. */
function compiledChecks(json: EntitySchemaFile, properties: Record<string, PropertySchema>, file: string): void {
  const {
    property: checkProperty,
    propertyAnnotation: checkPropertyAnnotation,
    strictAjv,
    resource: checkResource,
  } = checks();
  for (const [name, prop] of Object.entries(properties)) {
    if (!checkProperty(prop)) {
      const { path, reason } = firstError(checkProperty.errors);
      throw new SchemaError(file, join(`properties.${name}`, path), reason);
    }
    for (const key of Object.keys(prop)) {
      if (key.startsWith('x-') && !(key in checkPropertyAnnotation)) {
        throw new SchemaError(
          file,
          `properties.${name}.${key}`,
          `unknown annotation; known: ${ANNOTATION_KEYWORDS.join(', ')}`,
        );
      }
      const check = checkPropertyAnnotation[key];
      if (check && !check((prop as unknown as Record<string, unknown>)[key])) {
        const { path, reason } = firstError(check.errors);
        throw new SchemaError(file, join(`properties.${name}.${key}`, path), reason);
      }
    }
  }
  try {
    strictAjv.compile({ ...json, $id: undefined });
  } catch (error) {
    // ajv says e.g. "schema is invalid: data/properties/title/minLength must be integer":
    // name the property path and keep the reason.
    const message = (error as Error).message;
    const located = /data\/([^\s]+) (.+)$/.exec(message);
    if (located) throw new SchemaError(file, located[1].replace(/\//g, '.'), located[2]);
    throw new SchemaError(file, '', `not a valid JSON Schema: ${message}`);
  }
  if (!checkResource(json['x-resource'])) {
    const { path, reason } = firstError(checkResource.errors);
    throw new SchemaError(file, join('x-resource', path), reason);
  }
}

/**
 * Every integer property gets the bounds of its column when the schema sets none, so a value
 * the column cannot hold is a 400 with the schema's message (never a database overflow), and
 * the admin's form and the test kit see the same bounds. Ids (`id`, references, the agency
 * scope) start at 1. The file's own `json` is left as written.
 */
function withColumnBounds(
  properties: Record<string, PropertySchema>,
  resource: ResourceAnnotation,
): Record<string, PropertySchema> {
  const out: Record<string, PropertySchema> = {};
  for (const [name, prop] of Object.entries(properties)) {
    if (prop.type !== 'integer' || prop.enum) {
      out[name] = prop;
      continue;
    }
    const isId = name === 'id' || prop['x-ref'] !== undefined || resource.agencyScope === name;
    out[name] = { ...prop, minimum: prop.minimum ?? (isId ? 1 : INT_MIN), maximum: prop.maximum ?? INT_MAX };
  }
  return out;
}

/**
 * Fills in the defaults of `x-resource`. Every other key is kept as written, so a key added
 * to the meta-schema reaches the loaded schema (and its derived type) with no change here.
 */
function withDefaults(raw: ResourceAnnotationFile, name: string): ResourceAnnotation {
  // A singleton has no list: an empty one keeps every reader of `list` working unchanged.
  const list = raw.list ?? { columns: [] };
  return {
    ...raw,
    table: raw.table ?? camelToSnake(name.replace(/-/g, '_')),
    listKey: raw.listKey ?? defaultListKey(name),
    totalKey: raw.totalKey ?? 'paginationModel.totalRecords',
    paging: {
      method: 'GET',
      page: 'pageIndex',
      size: 'pageSize',
      search: 'search',
      defaultSize: DEFAULT_PAGE_SIZE,
      ...raw.paging,
    },
    endpoints: {
      list: 'get',
      create: 'add',
      update: 'update',
      delete: 'delete',
      getOne: 'getbyid',
      all: 'getall',
      trash: 'trash',
      restore: 'restore',
      export: 'export',
      ...raw.endpoints,
    },
    deleteParam: raw.deleteParam ?? 'id',
    lookups: raw.lookups ?? [],
    list: {
      ...list,
      columns: list.columns.map((c) => (typeof c === 'string' ? { field: c } : c)),
      search: list.search ?? [],
      // Filled in by listFilters once the properties are known.
      filters: [],
      sort: list.sort ?? { field: 'id', order: 'DESC' },
    },
  };
}

/**
 * Names a row answers beside its properties: each reference's label (`x-ref.as`) and each
 * image's URL (`x-full-path`). Read-only; a list column, sort or picker may name them.
 */
export function answerAliases(properties: Record<string, PropertySchema>): string[] {
  return Object.values(properties).flatMap((p) => [
    ...(p['x-ref']?.as ? [p['x-ref'].as] : []),
    ...(p['x-full-path'] ? [p['x-full-path']] : []),
  ]);
}

function checkFieldNames(resource: ResourceAnnotation, properties: Record<string, PropertySchema>, file: string): void {
  const aliases = new Set(answerAliases(properties));
  const mustExist = (name: string, where: string, allowAlias = false) => {
    if (!properties[name] && !(allowAlias && aliases.has(name))) {
      throw new SchemaError(file, where, `unknown property "${name}"`);
    }
  };
  resource.list.columns.forEach((c, i) => mustExist(c.field, `x-resource.list.columns[${i}]`, true));
  // A searched field is a text property, or a reference's label shown under its `x-ref.as` name.
  const refLabels = new Set(Object.values(properties).flatMap((p) => (p['x-ref']?.as ? [p['x-ref'].as] : [])));
  resource.list.search.forEach((f, i) => {
    if (refLabels.has(f)) return;
    mustExist(f, `x-resource.list.search[${i}]`);
    if (properties[f].type !== 'string') {
      throw new SchemaError(
        file,
        `x-resource.list.search[${i}]`,
        `"${f}" is not a string property nor a reference label (x-ref.as)`,
      );
    }
  });
  Object.entries(resource.list.filterAliases ?? {}).forEach(([param, f]) =>
    mustExist(f, `x-resource.list.filterAliases.${param}`),
  );
  mustExist(resource.list.sort.field, 'x-resource.list.sort.field', true);
  resource.lookups.forEach((l, i) => {
    l.params.forEach((p, j) => mustExist(p, `x-resource.lookups[${i}].params[${j}]`));
    l.fields?.forEach((f, j) => mustExist(f, `x-resource.lookups[${i}].fields[${j}]`, true));
  });
  resource.formOrder?.forEach((f, i) => mustExist(f, `x-resource.formOrder[${i}]`));
  resource.picker?.forEach((f, i) => mustExist(f, `x-resource.picker[${i}]`, true));
  if (resource.agencyScope) {
    mustExist(resource.agencyScope, 'x-resource.agencyScope');
    if (properties[resource.agencyScope].type !== 'integer') {
      throw new SchemaError(file, 'x-resource.agencyScope', `"${resource.agencyScope}" must be an integer property`);
    }
  }
}

/** Query parameters of a list that a filter may not take. */
function reservedParams(resource: ResourceAnnotationFile): string[] {
  const paging = resource.paging ?? {};
  return [paging.page ?? 'pageIndex', paging.size ?? 'pageSize', paging.search ?? 'search', 'sort', 'order'];
}

/**
 * The list's filter declarations with their defaults (list-filters.ts). A start-up error names
 * the file, the item and the fix: an unknown property, a kind the property cannot have, a
 * parameter taken twice or by the paging.
 */
function listFilters(
  raw: ResourceAnnotationFile,
  properties: Record<string, PropertySchema>,
  file: string,
): ListFilter[] {
  const taken = new Map(reservedParams(raw).map((p) => [p, 'the paging, search or sort']));
  for (const param of Object.keys(raw.list?.filterAliases ?? {})) taken.set(param, 'x-resource.list.filterAliases');
  return (raw.list?.filters ?? []).map((item, i) => {
    const field = typeof item === 'string' ? item : item.field;
    const where = `x-resource.list.filters[${i}] ("${field}")`;
    const filter = listFilterOf(item, filterProperty(properties, field));
    if (typeof filter === 'string') throw new SchemaError(file, where, filter);
    for (const param of filterParamNames(filter)) {
      const owner = taken.get(param);
      if (owner) {
        throw new SchemaError(
          file,
          where,
          `the query parameter "${param}" is already taken by ${owner}; give this filter another name in "params"`,
        );
      }
      taken.set(param, `x-resource.list.filters[${i}]`);
    }
    return filter;
  });
}

/** Keys of x-resource that describe a list or rows; a singleton (one row, get/save) has none of them. */
const LIST_ONLY_KEYS = [
  'listKey',
  'totalKey',
  'paging',
  'endpoints',
  'lookups',
  'list',
  'gallery',
  'detailRoute',
  'agencyScope',
  'picker',
] as const;

/**
 * Singletons, secrets, image pairs and enum labels: what the meta-schemas cannot say alone.
 * Secrets (`writeOnly`), image pairs (`x-image`) and public fields are served by the singleton
 * endpoints only, so other schemas may not declare them (they would be stored as plain columns).
 */
function checkSingletonRules(
  raw: ResourceAnnotationFile,
  properties: Record<string, PropertySchema>,
  required: string[],
  file: string,
): void {
  const singleton = raw.singleton === true;
  if (singleton) {
    for (const key of LIST_ONLY_KEYS) {
      if (raw[key] !== undefined)
        throw new SchemaError(file, `x-resource.${key}`, 'a singleton has no list, rows or delete: leave it out');
    }
    if (raw.permissions?.delete !== undefined)
      throw new SchemaError(file, 'x-resource.permissions.delete', 'a singleton cannot be deleted: leave it out');
  } else {
    for (const key of ['listKey', 'list'] as const) {
      if (raw[key] === undefined) throw new SchemaError(file, 'x-resource', `must have required property '${key}'`);
    }
    if (raw.permissions?.delete === undefined)
      throw new SchemaError(file, 'x-resource.permissions', "must have required property 'delete'");
  }
  if (!singleton && raw.public) {
    throw new SchemaError(file, 'x-resource.public', 'only a singleton (x-resource.singleton: true) has public fields');
  }
  for (const [name, prop] of Object.entries(properties)) {
    const where = `properties.${name}`;
    if (prop.writeOnly) {
      if (!singleton) throw new SchemaError(file, `${where}.writeOnly`, 'secrets are supported on singletons only');
      if (prop.type !== 'string') throw new SchemaError(file, `${where}.writeOnly`, 'a secret must be a string');
      if (required.includes(name))
        throw new SchemaError(
          file,
          `${where}.writeOnly`,
          'a secret cannot be required: a save without it keeps the stored one',
        );
      if (raw.public?.fields.includes(name))
        throw new SchemaError(file, `${where}.writeOnly`, 'a secret cannot be a public field');
    }
    const image = prop['x-image'];
    if (image) {
      if (!singleton)
        throw new SchemaError(file, `${where}.x-image`, 'image path/binary pairs are supported on singletons only');
      if (prop['x-widget'] !== 'image' || prop.type !== 'string')
        throw new SchemaError(file, `${where}.x-image`, 'needs "type": "string" and "x-widget": "image"');
      if (properties[image.binary])
        throw new SchemaError(
          file,
          `${where}.x-image.binary`,
          `"${image.binary}" is a property; the binary is a body key only`,
        );
    }
    const fullPath = prop['x-full-path'];
    if (fullPath) {
      if (singleton) throw new SchemaError(file, `${where}.x-full-path`, 'supported on entities (rows) only');
      if (prop['x-widget'] !== 'image' || prop.type !== 'string')
        throw new SchemaError(file, `${where}.x-full-path`, 'needs "type": "string" and "x-widget": "image"');
      if (properties[fullPath])
        throw new SchemaError(
          file,
          `${where}.x-full-path`,
          `"${fullPath}" is a property; the full path is an answer key only`,
        );
    }
    if (prop['x-widget'] === 'color' && prop.type !== 'string')
      throw new SchemaError(file, `${where}.x-widget`, 'a colour is a string (#rrggbb)');
    if (prop['x-widget'] === 'money' && (prop.type !== 'number' || prop.multipleOf !== 0.01))
      throw new SchemaError(file, `${where}.x-widget`, 'money is a "number" with "multipleOf": 0.01 (cents)');
    if (prop.multipleOf !== undefined && prop.type !== 'number')
      throw new SchemaError(file, `${where}.multipleOf`, 'decimals are for a "number" (an integer has none)');
    const sirenProperty = prop['x-matches-siren'];
    if (sirenProperty !== undefined) {
      if (prop.format !== 'eu-vat')
        throw new SchemaError(file, `${where}.x-matches-siren`, 'goes on a VAT number ("format": "eu-vat")');
      if (properties[sirenProperty]?.format !== 'siren')
        throw new SchemaError(
          file,
          `${where}.x-matches-siren`,
          `"${sirenProperty}" is not a property with "format": "siren"`,
        );
    }
    const labels = prop['x-enum-labels'];
    if (labels && labels.length !== (prop.enum?.length ?? -1)) {
      throw new SchemaError(file, `${where}.x-enum-labels`, 'needs one label per value of "enum", in the same order');
    }
  }
  const aliases = answerAliases(properties);
  if (new Set(aliases).size !== aliases.length)
    throw new SchemaError(file, 'properties', 'two x-ref.as or x-full-path name the same answer key');
  const binaries = Object.values(properties).flatMap((p) => (p['x-image'] ? [p['x-image'].binary] : []));
  if (new Set(binaries).size !== binaries.length)
    throw new SchemaError(file, 'properties', 'two x-image properties name the same binary key');
  raw.public?.fields.forEach((f, i) => {
    if (!properties[f]) throw new SchemaError(file, `x-resource.public.fields[${i}]`, `unknown property "${f}"`);
  });
}

/** Group keys are unique, their fields exist, and a property belongs to one group at most. */
function checkGroups(resource: ResourceAnnotation, properties: Record<string, PropertySchema>, file: string): void {
  const keys = new Set<string>();
  const owner = new Map<string, string>();
  resource.groups?.forEach((g, i) => {
    if (keys.has(g.key))
      throw new SchemaError(file, `x-resource.groups[${i}].key`, `"${g.key}" is used by another group`);
    keys.add(g.key);
    g.fields.forEach((f, j) => {
      if (!properties[f])
        throw new SchemaError(file, `x-resource.groups[${i}].fields[${j}]`, `unknown property "${f}"`);
      if (owner.has(f))
        throw new SchemaError(
          file,
          `x-resource.groups[${i}].fields[${j}]`,
          `"${f}" is already in group "${owner.get(f)}"`,
        );
      owner.set(f, g.key);
    });
  });
}

/**
 * `x-unique`: rows only (a singleton has one), on a value a form writes, within properties of
 * the same schema (a city's title within its `countryId`).
 */
function checkUnique(raw: ResourceAnnotationFile, properties: Record<string, PropertySchema>, file: string): void {
  for (const [name, prop] of Object.entries(properties)) {
    const unique = prop['x-unique'];
    if (!unique) continue;
    const where = `properties.${name}.x-unique`;
    if (raw.singleton === true)
      throw new SchemaError(file, where, 'a singleton has one row: nothing to be unique among');
    if (prop.readOnly || prop.type === 'boolean')
      throw new SchemaError(file, where, 'needs a writable text or number property');
    if (unique === true) continue;
    unique.within?.forEach((field, i) => {
      if (!properties[field]) throw new SchemaError(file, `${where}.within[${i}]`, `unknown property "${field}"`);
      if (field === name) throw new SchemaError(file, `${where}.within[${i}]`, 'a property cannot be within itself');
    });
  }
}

/** Checks what one schema alone cannot: references between schemas and unique routes and tables. */
export function checkSchemaSet(schemas: EntitySchema[]): void {
  const byName = new Map<string, EntitySchema>();
  const seen = { route: new Map<string, string>(), api: new Map<string, string>(), table: new Map<string, string>() };
  for (const s of schemas) {
    if (byName.has(s.name)) {
      throw new SchemaError(s.file, '$id', `"${s.name}" is also the $id of ${byName.get(s.name)!.file}`);
    }
    byName.set(s.name, s);
    for (const key of ['route', 'api', 'table'] as const) {
      const value = s.resource[key].toLowerCase();
      const other = seen[key].get(value);
      if (other) throw new SchemaError(s.file, `x-resource.${key}`, `"${s.resource[key]}" is also used by ${other}`);
      seen[key].set(value, s.file);
    }
  }
  for (const s of schemas) {
    for (const [name, prop] of Object.entries(s.properties)) {
      const ref = prop['x-ref'];
      if (!ref) continue;
      const where = `properties.${name}.x-ref`;
      const target = byName.get(ref.resource);
      if (!target) throw new SchemaError(s.file, `${where}.resource`, `no schema has the $id "${ref.resource}"`);
      if (!target.properties[ref.label]) {
        throw new SchemaError(s.file, `${where}.label`, `"${ref.resource}" has no property "${ref.label}"`);
      }
      for (const key of Object.keys(ref.query ?? {})) {
        if (!target.properties[key]) {
          throw new SchemaError(s.file, `${where}.query.${key}`, `"${ref.resource}" has no property "${key}"`);
        }
      }
      if (prop.type !== 'integer')
        throw new SchemaError(s.file, `properties.${name}.type`, 'a reference must be an integer id');
      if (ref.dependsOn) {
        if (!s.properties[ref.dependsOn.field]) {
          throw new SchemaError(s.file, `${where}.dependsOn.field`, `unknown property "${ref.dependsOn.field}"`);
        }
        if (!target.properties[ref.dependsOn.param]) {
          throw new SchemaError(
            s.file,
            `${where}.dependsOn.param`,
            `"${ref.resource}" has no property "${ref.dependsOn.param}"`,
          );
        }
      }
    }
  }
}
