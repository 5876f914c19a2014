/**
 * The two error shapes of the API:
 * - 400 validation: `{"errors": {"title": ["Title must be at least 3 characters long."]}}`;
 * - everything else: problem details (`application/problem+json`) `{type, title, status, detail}`.
 * Stack traces never reach a client.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldErrors } from '@schema/validate.js';
import type { Lang } from '@schema/types.js';

/** A problem-details answer with a status other than 400-validation. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** A stable machine-readable reason beside the text, e.g. `stale-version` (409). */
    readonly code?: string,
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

/**
 * A 400 keyed by field whose messages depend on the caller's language, known only once the
 * request is at hand: route validators (which see the data, not the request) throw it.
 */
export class LocalizedValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly errorsIn: (lang: Lang) => FieldErrors) {
    super('Validation failed');
    this.name = 'LocalizedValidationError';
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

const invalidValue = { en: '{field} has an invalid value.', fr: '{field} a une valeur invalide.' };
const malformedJson = { en: 'Malformed JSON.', fr: 'JSON mal formé.' };

/** Sends problem details (with `code` when the error names one). */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: string,
  headers: Record<string, string> = {},
  code?: string,
) {
  const title = STATUS_CODES[status] ?? 'Error';
  return reply
    .code(status)
    .headers(headers)
    .type('application/problem+json')
    .send({ type: 'about:blank', title, status, detail, ...(code ? { code } : {}) });
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
      const lang = request.lang;
      return reply.code(400).send({ errors: { body: [malformedJson[lang]] } });
    }
    if (error instanceof LocalizedValidationError) {
      return reply.code(400).send({ errors: error.errorsIn(request.lang) });
    }
    const validation = (error as FastifyError).validation;
    if (validation) {
      // A route schema of a hand-written route: keyed by the parameter or top-level property.
      const lang = request.lang;
      const errors: FieldErrors = Object.create(null) as FieldErrors;
      for (const e of validation) {
        const field =
          (e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.split('/')[1]) ||
          (error as FastifyError).validationContext ||
          'body';
        (errors[field] ??= []).push(invalidValue[lang].replace('{field}', field));
      }
      return reply.code(400).send({ errors });
    }
    if (error instanceof HttpError) return sendProblem(reply, error.status, error.detail, error.headers, error.code);
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendProblem(reply, status, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, 500, 'Something went wrong! Please try again later.');
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, 404, `No endpoint ${request.method} ${request.url.split('?')[0]}.`),
  );
}
