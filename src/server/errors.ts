/**
 * The two error shapes of the API:
 * - 400 validation: `{"errors": {"title": ["Title must be at least 3 characters long."]}}`;
 * - everything else: problem details (`application/problem+json`) `{type, title, status, detail}`.
 * Stack traces never reach a client.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldErrors } from '../schema/validate.js';
import { pickLang } from '../schema/messages.js';

/** A problem-details answer with a status other than 400-validation. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

/** A 400 answer keyed by field. */
export class ValidationError extends Error {
  constructor(readonly errors: FieldErrors) {
    super('Validation failed');
    this.name = 'ValidationError';
  }
}

/** The JSON body could not be parsed. */
export class MalformedJsonError extends Error {
  constructor() {
    super('Malformed JSON.');
    this.name = 'MalformedJsonError';
  }
}

export const notFound = (detail = 'The requested resource was not found.') => new HttpError(404, detail);
export const forbidden = (detail = 'You do not have the permission to do this.') => new HttpError(403, detail);
export const unauthorized = (detail = 'A valid access token is required.') => new HttpError(401, detail);

const malformedJson = { en: 'Malformed JSON.', fr: 'JSON mal formé.' };

/** Sends problem details. */
export function sendProblem(reply: FastifyReply, status: number, detail: string, headers: Record<string, string> = {}) {
  const title = STATUS_CODES[status] ?? 'Error';
  return reply
    .code(status)
    .headers(headers)
    .type('application/problem+json')
    .send({ type: 'about:blank', title, status, detail });
}

/** Installs the error and not-found handlers, and a JSON parser that reports malformed bodies. */
export function installErrorHandling(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new MalformedJsonError(), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ValidationError) return reply.code(400).send({ errors: error.errors });
    if (error instanceof MalformedJsonError) {
      const lang = pickLang(request.headers['accept-language']);
      return reply.code(400).send({ errors: { body: [malformedJson[lang]] } });
    }
    if (error instanceof HttpError) return sendProblem(reply, error.status, error.detail, error.headers);
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendProblem(reply, status, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'Something went wrong! Please try again later.');
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, 404, `No endpoint ${request.method} ${request.url.split('?')[0]}.`));
}
