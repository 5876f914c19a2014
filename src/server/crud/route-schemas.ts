/**
 * The Fastify route schemas of the generic endpoints, generated from the entity schema alone:
 * querystring, body and response (rows, the list answer at `listKey`/`totalKey`, the 400
 * `{errors}` shape and problem details). They document the contract (the next issue publishes
 * them as OpenAPI), drive validation (route-validation.ts) and let Fastify serialise answers
 * with a compiled serializer. Rows allow additional properties: hooks add keys (a gallery's
 * `galleryImages`) and dropdown sources may answer a narrower picker shape.
 */
import type { FastifySchema } from 'fastify';
import { equalityFields, filterProperty, type ListFilter } from '@schema/list-filters.js';
import type { EntitySchema, PropertySchema } from '@schema/types.js';
import { INT_MAX } from '@domain/int-bounds.js';
import type { Endpoint } from './endpoints.js';
import { csvAnswer } from '../csv/index.js';

type Json = Record<string, unknown>;

/** Keywords of a property that describe its value (annotations are left out). */
const VALUE_KEYWORDS = [
  'title',
  'description',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'multipleOf',
  'pattern',
  'enum',
  'default',
  'readOnly',
] as const;

/** The JSON Schema of a property's value; `nullable` adds null (optional values are null when absent). */
export function valueSchema(prop: PropertySchema, nullable: boolean): Json {
  const out: Json = { type: nullable ? [prop.type, 'null'] : prop.type };
  for (const key of VALUE_KEYWORDS) if (prop[key] !== undefined) out[key] = prop[key];
  if (nullable && Array.isArray(out.enum)) out.enum = [...out.enum, null];
  return out;
}

/**
 * The schema of a value in an answer: no `default`, because the serializer (fast-json-stringify)
 * writes a property's default into every answer that lacks it, e.g. `isActive: true` into a
 * picker row that must not carry the field at all.
 */
function answerValue(prop: PropertySchema, nullable: boolean): Json {
  const { default: _default, ...value } = valueSchema(prop, nullable);
  return value;
}

/** A row as answered: every property (nullable but `id`), each reference's label and image URL. */
export function rowSchema(schema: EntitySchema, byName: Map<string, EntitySchema>, only?: string[]): Json {
  const properties: Json = {};
  for (const [name, prop] of Object.entries(schema.properties)) {
    properties[name] = answerValue(prop, name !== 'id');
    const ref = prop['x-ref'];
    const target = ref ? byName.get(ref.resource) : undefined;
    if (ref?.as && target) properties[ref.as] = { ...answerValue(target.properties[ref.label], true), readOnly: true };
    const fullPath = prop['x-full-path'];
    if (fullPath) {
      properties[fullPath] = {
        type: ['string', 'null'],
        readOnly: true,
        description: `the URL of ${name} to load (an <img src>)`,
      };
    }
  }
  Object.assign(properties, BASE_ANSWER);
  const kept = only
    ? Object.fromEntries(only.filter((f) => f in properties).map((f) => [f, properties[f]]))
    : properties;
  return { type: 'object', properties: kept, additionalProperties: true };
}

/** The base entity every full row answers (crud/model.ts BASE_FIELDS); set by the server, ignored in bodies. */
const BASE_ANSWER: Json = {
  version: {
    type: 'integer',
    minimum: 1,
    readOnly: true,
    description: '1 when created, +1 per update, delete and restore; send it back (or If-Match) to update',
  },
  dateCreated: { type: 'string', format: 'date-time', readOnly: true },
  lastModifiedDate: { type: 'string', format: 'date-time', readOnly: true },
};

const pageInt = { type: 'integer', minimum: 1, maximum: INT_MAX };

/** The 400 answer and problem details, for every status a generic endpoint may answer. */
const fieldErrors = {
  type: 'object',
  properties: { errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
  required: ['errors'],
};
const problem = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string', description: 'a stable reason, e.g. stale-version (409)' },
  },
  required: ['type', 'title', 'status', 'detail'],
};

/** A query parameter holding a property's value: one or several (`?a=1&a=2`), typed and bounded. */
function filterParam(prop: PropertySchema): Json {
  const item: Json = { type: prop.type };
  if (prop.enum) item.enum = prop.enum;
  if (prop.type === 'integer' || prop.type === 'number') {
    if (prop.minimum !== undefined) item.minimum = prop.minimum;
    if (prop.maximum !== undefined) item.maximum = prop.maximum;
  }
  return { type: 'array', items: item, description: prop.title };
}

/** The parameters of one declared filter (@schema/list-filters.ts), typed, with what they match. */
function declaredFilterParams(filter: ListFilter, prop: PropertySchema): Json {
  const label = filter.label?.en ?? prop.title ?? filter.field;
  if ('from' in filter.params) {
    // No pattern: the handler's message says what a date is (list-filters.ts).
    const day = { type: 'string', examples: ['2026-03-01'] };
    return {
      [filter.params.from]: { ...day, description: `${label}: from this day (YYYY-MM-DD), inclusive` },
      [filter.params.to]: { ...day, description: `${label}: to this day (YYYY-MM-DD), inclusive (the whole day)` },
    };
  }
  if (filter.kind === 'contains') {
    return {
      [filter.params.value]: {
        type: 'string',
        maxLength: 200,
        description: `${label} contains this text (case and accents ignored)`,
      },
    };
  }
  const param = filterParam(prop);
  return { [filter.params.value]: { ...param, description: `${label}: equal to (repeated: any of them)` } };
}

/** Query (or POST body) of the list: search, paging, sort/order and the list filters. */
function listQuery(schema: EntitySchema): Json {
  const { paging, list } = schema.resource;
  const properties: Json = {
    [paging.search]: { type: 'string' },
    [paging.page]: { ...pageInt, default: 1 },
    // No upper bound beyond the column type: a larger size is capped at 1000 (not refused).
    [paging.size]: { ...pageInt, default: paging.defaultSize, description: 'capped at 1000' },
    sort: { type: 'string' },
    order: { type: 'string', pattern: '^([aA][sS][cC]|[dD][eE][sS][cC])$' },
  };
  for (const f of list.filters)
    Object.assign(properties, declaredFilterParams(f, filterProperty(schema.properties, f.field)!));
  for (const [param, f] of Object.entries(list.filterAliases ?? {}))
    properties[param] = filterParam(schema.properties[f]);
  return { type: 'object', properties, additionalProperties: true };
}

/** Query of the trash: search and paging under the list's names, or the common ones. */
function trashQuery(schema: EntitySchema): Json {
  const { paging } = schema.resource;
  const properties: Json = {
    [paging.search]: { type: 'string' },
    [paging.page]: { ...pageInt, default: 1 },
    [paging.size]: { ...pageInt, default: paging.defaultSize, description: 'capped at 1000' },
  };
  for (const [name, value] of [
    ['search', { type: 'string' }],
    ['pageIndex', pageInt],
    ['pageSize', pageInt],
  ] as const) {
    properties[name] ??= {
      ...value,
      description: `same as ${name === 'search' ? paging.search : name === 'pageIndex' ? paging.page : paging.size}`,
    };
  }
  return { type: 'object', properties, additionalProperties: true };
}

/** Path of a dotted key into nested object schemas, creating the parents. */
function put(root: Json, path: string, leaf: Json): void {
  const keys = path.split('.');
  let node = root;
  for (const key of keys.slice(0, -1)) {
    const props = node.properties as Json;
    node = (props[key] ??= { type: 'object', properties: {}, additionalProperties: true }) as Json;
  }
  (node.properties as Json)[keys[keys.length - 1]] = leaf;
}

function listAnswer(schema: EntitySchema, row: Json): Json {
  const { listKey, totalKey } = schema.resource;
  const root: Json = { type: 'object', properties: {}, additionalProperties: true };
  put(root, listKey, { type: 'array', items: row });
  const parent = totalKey.split('.').slice(0, -1).join('.');
  const integer = { type: 'integer' };
  if (parent) {
    for (const key of ['pageIndex', 'pageSize', 'currentPageRecords', 'startIndex', 'endIndex'])
      put(root, `${parent}.${key}`, integer);
  }
  put(root, totalKey, integer);
  return root;
}

/** The body of create (and update, with `id`): writable properties; other keys are ignored. */
function entityBody(schema: EntitySchema, withId: boolean): Json {
  const properties: Json = {};
  const scope = schema.resource.agencyScope;
  for (const [name, prop] of Object.entries(schema.properties))
    if (!prop.readOnly) properties[name] = valueSchema(prop, true);
  // The agency scope is forced for agency users, so it is not required of them.
  const required = schema.required.filter((r) => properties[r] && r !== scope);
  if (withId) {
    // Read-only in answers, but the update names its row: not readOnly here (clients would leave it out).
    const { readOnly: _readOnly, ...id } = valueSchema(schema.properties.id, false);
    properties.id = id;
    required.unshift('id');
  }
  return {
    type: 'object',
    properties,
    required,
    additionalProperties: true,
    description: 'Read-only and unknown properties are accepted and ignored.',
  };
}

/** The route schema of one generic endpoint. */
export function endpointSchema(
  schema: EntitySchema,
  byName: Map<string, EntitySchema>,
  endpoint: Endpoint,
): FastifySchema {
  const row = rowSchema(schema, byName);
  const idQuery = (required: boolean, param = 'id'): Json => ({
    type: 'object',
    properties: { [param]: { type: 'integer', minimum: 1, maximum: INT_MAX, description: 'a plain decimal id' } },
    required: required ? [param] : [],
    additionalProperties: true,
  });
  const errors = { 400: fieldErrors, 401: problem, 403: problem, 500: problem };
  const { op } = endpoint;
  if (op === 'list') {
    const input = listQuery(schema);
    return {
      ...(endpoint.method === 'POST' ? { body: input } : { querystring: input }),
      response: { 200: listAnswer(schema, row), ...errors },
    };
  }
  if (op === 'export') {
    // The list's search, filters and sort; no paging (every row).
    const input = listQuery(schema);
    const { paging } = schema.resource;
    const properties = { ...(input.properties as Json) };
    delete properties[paging.page];
    delete properties[paging.size];
    const query = { ...input, properties };
    return {
      ...(endpoint.method === 'POST' ? { body: query } : { querystring: query }),
      response: { 200: csvAnswer(`The ${schema.resource.text.en.many}`), ...errors },
    };
  }
  if (op === 'getOne') {
    return {
      querystring: idQuery(true),
      response: { 200: { ...row, description: 'with the header ETag: "<version>"' }, 404: problem, ...errors },
    };
  }
  if (op === 'all') {
    const properties = Object.fromEntries(
      equalityFields(schema.resource.list.filters).map((f) => [f, filterParam(schema.properties[f])]),
    );
    return {
      querystring: { type: 'object', properties, additionalProperties: true },
      response: { 200: { type: 'array', items: row }, ...errors },
    };
  }
  if (op === 'create') return { body: entityBody(schema, false), response: { 200: row, ...errors } };
  if (op === 'update') {
    const body = entityBody(schema, true);
    (body.properties as Json).version = {
      type: ['integer', 'string', 'null'],
      description:
        'the version the update was made from (or If-Match: "<version>"); another one answers 409 stale-version',
    };
    return {
      body,
      headers: {
        type: 'object',
        properties: { 'if-match': { type: 'string', description: '"<version>": 409 stale-version unless current' } },
      },
      response: { 200: row, 404: problem, 409: problem, ...errors },
    };
  }
  if (op === 'trash') {
    return {
      querystring: trashQuery(schema),
      response: {
        200: listAnswer(schema, {
          ...row,
          properties: {
            ...(row.properties as Json),
            deletedDate: { type: 'string', format: 'date-time' },
            deletedBy: { type: ['string', 'null'], description: 'who deleted it (null when the trail does not say)' },
          },
        }),
        ...errors,
      },
    };
  }
  if (op === 'restore') {
    return {
      body: { ...idQuery(true), description: 'the id of a row in the trash' },
      response: { 200: row, 404: problem, 409: problem, ...errors },
    };
  }
  if (op === 'delete') {
    // The id may also come in the body (some documented clients send it there).
    return {
      querystring: idQuery(false, schema.resource.deleteParam),
      response: {
        200: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
        404: problem,
        409: problem,
        ...errors,
      },
    };
  }
  // A lookup: every param is required; only `fields` when the lookup names them.
  const lookup = schema.resource.lookups.find((l) => op === `lookup:${l.path}`)!;
  return {
    querystring: {
      type: 'object',
      properties: Object.fromEntries(
        lookup.params.map((p) => [p, { ...filterParam(schema.properties[p]), minItems: 1 }]),
      ),
      required: lookup.params,
      additionalProperties: true,
    },
    response: {
      200: { type: 'array', items: lookup.fields ? rowSchema(schema, byName, lookup.fields) : row },
      ...errors,
    },
  };
}
