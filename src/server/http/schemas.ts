/**
 * JSON Schemas shared by the hand-written routes (auth, meta, users, roles, files, the API
 * reference), and `documented()`, the route options that attach a route schema to them.
 *
 * A route schema is what GET /api/openapi.json publishes (src/server/openapi), so every route
 * has one. On the hand-written routes the schema's input parts (querystring, params, body)
 * document what the handler checks itself, with the contract's own messages in the caller's
 * language (users/input.ts, auth/login-route.ts, files/routes.ts): Fastify does not validate
 * them with Ajv (no Ajv messages, no coercion of `0x10` to 16), and they state the same bounds
 * from the same constants. One exception: the bounds of integer query parameters are enforced
 * before the handler (query-bounds.ts), so no handler can read an out-of-range id loosely. The response part serialises the answers (fast-json-stringify: unknown keys
 * are dropped, so a schema lists every field a client reads).
 */
import type { FastifySchema } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { INT_MAX } from '@domain/int-bounds.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@domain/paging.js';
import { lazySerializerCompiler } from '../crud/serializers.js';
import type { BodyRead } from './body.js';
import { routeInputValidator } from './route-input.js';

export type JsonSchema = Record<string, unknown>;

declare module 'fastify' {
  /** What the OpenAPI document reads of a route schema besides its parts (the names @fastify/swagger uses). */
  interface FastifySchema {
    summary?: string;
    description?: string;
    tags?: string[];
    /** Left out of the document (only for routes that are not part of the API). */
    hide?: boolean;
  }
}

/**
 * Problem details (RFC 9457), `application/problem+json`: every error but the 400 of validation.
 * Extension members (e.g. `code` of a stale-version 409) are kept.
 */
export const problemSchema: JsonSchema = {
  type: 'object',
  properties: {
    type: { type: 'string', description: '`about:blank`' },
    title: { type: 'string', description: 'the HTTP reason phrase, e.g. `Not Found`' },
    status: { type: 'integer', description: 'the HTTP status code' },
    detail: { type: 'string', description: "what went wrong, in the caller's language (`Accept-Language: fr`)" },
    code: { type: 'string', description: 'a machine-readable reason, when one applies (e.g. `stale-version`)' },
  },
  required: ['type', 'title', 'status', 'detail'],
  additionalProperties: true,
};

/** The 400 of validation: messages keyed by field (or parameter) name. */
export const fieldErrorsSchema: JsonSchema = {
  type: 'object',
  properties: {
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: 'messages by field, e.g. `{"title": ["Title must be at least 3 characters long."]}`',
    },
  },
  required: ['errors'],
};

/** Problem details with the description of when a route answers them. */
export const problem = (description: string): JsonSchema => ({ ...problemSchema, description });

/** An id of a row, user, role or file: a plain decimal from 1 to the integer column's maximum. */
export const idSchema: JsonSchema = { type: 'integer', minimum: 1, maximum: INT_MAX };

/** `{pageIndex, pageSize, currentPageRecords, startIndex, endIndex, totalRecords}` of every paged list. */
export const paginationModelSchema: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    ['pageIndex', 'pageSize', 'currentPageRecords', 'startIndex', 'endIndex', 'totalRecords'].map((k) => [
      k,
      { type: 'integer' },
    ]),
  ),
  required: ['pageIndex', 'pageSize', 'currentPageRecords', 'startIndex', 'endIndex', 'totalRecords'],
};

/** `search`, `pageIndex` and `pageSize` of the user-management lists. */
export const pagingQuerySchema: JsonSchema = {
  type: 'object',
  properties: {
    search: { type: 'string', description: 'case-insensitive, contains' },
    pageIndex: { ...idSchema, default: 1, description: '1-based' },
    pageSize: { ...idSchema, default: DEFAULT_PAGE_SIZE, description: `capped at ${MAX_PAGE_SIZE}` },
  },
};

/** A query string with one required id parameter. */
export const idQuerySchema = (name = 'id'): JsonSchema => ({
  type: 'object',
  properties: { [name]: idSchema },
  required: [name],
});

/** `{id}`: the answer of a delete or a password change. */
export const idAnswerSchema: JsonSchema = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] };

/**
 * fast-json-stringify (compiled on first use), or JSON.stringify when an answer does not fit its
 * schema: a route never answers 500 because of its documentation. tests/api/openapi.test.ts
 * checks real answers against the published schemas.
 */
const answerSerializer: FastifySerializerCompiler<unknown> = (route) => {
  const fast = lazySerializerCompiler(route);
  return (data: unknown) => {
    try {
      return fast(data);
    } catch {
      return JSON.stringify(data);
    }
  };
};

/**
 * The route options of a hand-written route with its schema (see the top of this file);
 * `readBody` (http/body.ts) reads the body before the handler, which gets it typed:
 * `app.post<{ Body: ListBody }>(url, { ...documented(schemas.list, readListBody) }, (request) => request.body)`.
 * @example app.get('/api/health', { config: { permission: 'public' }, ...documented({ response: { 200: health } }) }, handler)
 */
export function documented(schema: FastifySchema, readBody?: BodyRead<unknown>) {
  // The reader runs as the body's validator, which Fastify compiles only for a documented body.
  if (readBody && !schema.body) throw new Error(`documented(): a body reader needs a body schema (${schema.summary})`);
  return { schema, validatorCompiler: routeInputValidator(readBody), serializerCompiler: answerSerializer };
}
