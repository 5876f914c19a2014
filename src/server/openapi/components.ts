/**
 * What every operation shares, defined once under `components`: the two error shapes, one
 * response per error status, and the two ways to present an access token. A route schema's
 * error answer that has one of the two shapes becomes a `$ref` to the response of its status.
 */
import { fieldErrorsSchema, problemSchema, type JsonSchema } from '../http/schemas.js';

const ref = (path: string) => ({ $ref: `#/components/${path}` });
const PROBLEM_TYPE = 'application/problem+json';

const problemResponse = (description: string, extra: JsonSchema = {}) => ({
  description,
  content: { [PROBLEM_TYPE]: { schema: ref('schemas/Problem') } },
  ...extra,
});

/** Standard responses by status: the component name and what it says. */
export const STANDARD_RESPONSES: Record<string, { name: string; response: JsonSchema }> = {
  400: {
    name: 'BadRequest',
    response: {
      description:
        "Validation failed: messages keyed by field or parameter name, in the caller's language " +
        '(`Accept-Language: fr`). Also for a body that is not JSON (`body`) and for text holding NUL or ' +
        'invalid Unicode, or a non-finite number, anywhere in the request.',
      content: { 'application/json': { schema: ref('schemas/ValidationErrors') } },
    },
  },
  401: {
    name: 'Unauthorized',
    response: problemResponse(
      'No access token, or one that is invalid, expired or whose session has ended (logout, lock, password or role change).',
    ),
  },
  403: { name: 'Forbidden', response: problemResponse('The access token lacks the permission this operation needs.') },
  404: {
    name: 'NotFound',
    response: problemResponse("No such row, or one outside the caller's agency (answered like a missing one)."),
  },
  409: {
    name: 'Conflict',
    response: problemResponse('The change conflicts with the current state; `detail` says with what.'),
  },
  413: { name: 'PayloadTooLarge', response: problemResponse('The body is larger than this operation reads.') },
  429: {
    name: 'TooManyRequests',
    response: problemResponse('Too many failed sign-in attempts from this client: wait `Retry-After` seconds.', {
      headers: { 'Retry-After': { description: 'seconds to wait', schema: { type: 'integer', minimum: 1 } } },
    }),
  },
  500: {
    name: 'InternalServerError',
    response: problemResponse('Something went wrong on the server (never a stack trace).'),
  },
};

export function components(): JsonSchema {
  return {
    schemas: { Problem: problemSchema, ValidationErrors: fieldErrorsSchema },
    responses: Object.fromEntries(Object.values(STANDARD_RESPONSES).map((s) => [s.name, s.response])),
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The `accessToken` of `POST /api/Auth/login`: HS256, 8 hours, ends with its session.',
      },
      accessTokenCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'access-token',
        description:
          'The same token mirrored in a cookie by the SPA, read only where an operation says so (`<img src>`).',
      },
    },
  };
}

const isObject = (v: unknown): v is JsonSchema => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Problem details: an object with type, title, status and detail, all required. */
export function isProblem(schema: unknown): boolean {
  if (!isObject(schema) || !isObject(schema.properties) || !Array.isArray(schema.required)) return false;
  return ['type', 'title', 'status', 'detail'].every(
    (k) => k in (schema.properties as JsonSchema) && (schema.required as string[]).includes(k),
  );
}

/** The 400 of validation: `{errors: {<field>: [messages]}}`. */
export function isFieldErrors(schema: unknown): boolean {
  if (!isObject(schema) || !isObject(schema.properties)) return false;
  const errors = (schema.properties as JsonSchema).errors;
  return (
    isObject(errors) &&
    isObject(errors.additionalProperties) &&
    (errors.additionalProperties as JsonSchema).type === 'array'
  );
}

/** The `$ref` of a standard response, or null when the status has none. */
export function standardResponseRef(status: string): JsonSchema | null {
  const standard = STANDARD_RESPONSES[status];
  return standard ? ref(`responses/${standard.name}`) : null;
}

export { PROBLEM_TYPE };
