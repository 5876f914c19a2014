/**
 * The validator compiler of the hand-written routes (`documented()`): the bounds of the
 * documented integer query parameters (query-bounds.ts), and the body through the route's reader
 * when it names one (body.ts), so its handler gets the typed body; other parts reach the handler
 * as sent.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { bodyValidator, type BodyRead } from './body.js';
import { queryBoundsValidator } from './query-bounds.js';

const asSent = (data: unknown) => ({ value: data });

export function routeInputValidator(readBody?: BodyRead<unknown>): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) => {
    if (httpPart === 'querystring') return queryBoundsValidator(schema);
    if (httpPart === 'body' && readBody) return bodyValidator(readBody);
    return asSent;
  };
}
