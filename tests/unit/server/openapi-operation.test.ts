/**
 * One Fastify route → one OpenAPI operation, without a server: paths, parameters, the answers a
 * permission implies, error shapes as references, and the routes left out of the document.
 */
import { describe, expect, it } from 'vitest';
import type { CollectedRoute } from '@server/openapi/collect.js';
import { undocumentedReason } from '@server/openapi/document.js';
import { openApiPath, operation, toSchema } from '@server/openapi/operation.js';
import { problem } from '@server/http/schemas.js';

const route = (over: Partial<CollectedRoute>): CollectedRoute => ({
  method: 'GET',
  url: '/api/things/get',
  schema: {},
  permission: 'authenticated',
  cookieAuth: false,
  ...over,
});

describe('operation', () => {
  it('writes Fastify path parameters as OpenAPI templates, dropping a regular expression', () => {
    expect(openApiPath('/api/files/:id')).toBe('/api/files/{id}');
    expect(openApiPath('/api/a/:year(^\\d{4}$)/:slug')).toBe('/api/a/{year}/{slug}');
  });

  it('declares every path parameter, typed by the params schema or else as text', () => {
    const op = operation(
      route({
        url: '/api/a/:id/:name',
        schema: { params: { type: 'object', properties: { id: { type: 'integer' } } } },
      }),
    );
    expect(op.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
      { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('turns a repeated query parameter into an exploded form array, and skips the authorization header', () => {
    const op = operation(
      route({
        schema: {
          querystring: {
            type: 'object',
            properties: { cityId: { type: 'array', items: { type: 'integer' }, description: 'City' } },
            required: ['cityId'],
          },
          headers: {
            type: 'object',
            properties: { authorization: { type: 'string' }, 'if-match': { type: 'string' } },
          },
        },
      }),
    );
    expect(op.parameters).toEqual([
      {
        name: 'cityId',
        in: 'query',
        required: true,
        description: 'City',
        style: 'form',
        explode: true,
        schema: { type: 'array', items: { type: 'integer' }, description: 'City' },
      },
      { name: 'if-match', in: 'header', required: false, schema: { type: 'string' } },
    ]);
  });

  it('adds the answers the permission implies: 401 and 403 for a named permission, 401 only for any signed-in user, none when public', () => {
    const named = operation(route({ permission: 'Finance.Invoices.Add' })).responses as Record<string, unknown>;
    expect(Object.keys(named).sort()).toEqual(['200', '401', '403', '500']);
    const signedIn = operation(route({})).responses as Record<string, unknown>;
    expect(Object.keys(signedIn).sort()).toEqual(['200', '401', '500']);
    const open = operation(route({ permission: 'public' }));
    expect(Object.keys(open.responses as object).sort()).toEqual(['200', '500']);
    expect(open.security).toEqual([]);
  });

  it('says a list of permissions as "any one of", and keeps it a list in x-permission', () => {
    const op = operation(
      route({ method: 'POST', permission: ['Services.Excursions.Add', 'Accommodations.Hotels.Add'] }),
    );
    expect(op['x-permission']).toEqual(['Services.Excursions.Add', 'Accommodations.Hotels.Add']);
    expect(op.description).toBe(
      'Needs any one of the permissions `Services.Excursions.Add`, `Accommodations.Hotels.Add`.',
    );
  });

  it("refers to the shared error responses, keeping a route's own description", () => {
    const op = operation(route({ schema: { response: { 404: problem('No such thing.'), 422: problem('Odd.') } } }));
    const responses = op.responses as Record<string, unknown>;
    expect(responses['404']).toEqual({ $ref: '#/components/responses/NotFound', description: 'No such thing.' });
    expect(responses['422']).toEqual({
      description: 'Odd.',
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    });
  });

  it('documents a body, its limit, and a bodiless 204', () => {
    const op = operation(
      route({
        method: 'POST',
        bodyLimit: 8192,
        schema: {
          body: { type: 'object', properties: { a: { type: 'string' } } },
          response: { 204: { type: 'null', description: 'Done.' } },
        },
      }),
    );
    expect(op.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { type: 'object', properties: { a: { type: 'string' } } } } },
    });
    const responses = op.responses as Record<string, Record<string, unknown>>;
    expect(responses['204']).toEqual({ description: 'Done.' });
    expect(responses['200']).toBeUndefined();
    expect(responses['400'].$ref).toBe('#/components/responses/BadRequest');
    expect(responses['413'].description).toBe('The body is larger than 8192 bytes.');
  });

  it('tags a route nothing names by its folder under /api', () => {
    expect(operation(route({ url: '/api/audit/get' })).tags).toEqual(['audit']);
    expect(operation(route({ url: '/api/audit/get', schema: { tags: ['Audit'] } })).tags).toEqual(['Audit']);
  });

  it('writes OpenAPI 3.0 nullable as a type that allows null', () => {
    expect(toSchema({ type: 'object', properties: { a: { type: 'string', nullable: true } } })).toEqual({
      type: 'object',
      properties: { a: { type: ['string', 'null'] } },
    });
  });
});

describe('undocumentedReason', () => {
  it('leaves out HEAD twins, wildcards and hidden routes, and nothing else', () => {
    const get = route({});
    const head = route({ method: 'HEAD' });
    const loneHead = route({ method: 'HEAD', url: '/api/ping' });
    const all = [get, head, loneHead];
    expect(undocumentedReason(head, all)).toMatch(/HEAD twin/);
    expect(undocumentedReason(loneHead, all)).toBeNull();
    expect(undocumentedReason(route({ url: '/*' }), all)).toMatch(/wildcard/);
    expect(undocumentedReason(route({ schema: { hide: true } }), all)).toMatch(/hide/);
    expect(undocumentedReason(get, all)).toBeNull();
  });
});
