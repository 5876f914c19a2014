/**
 * One Fastify route → one OpenAPI operation: path parameters (`:id` → `{id}`), querystring and
 * headers → parameters, body → requestBody, response codes → responses (error shapes as `$ref`s
 * to components), plus what the route's permission implies: `security`, `x-permission`, a
 * sentence saying who may call it, and the 401 / 403 it may answer.
 */
import { STATUS_CODES } from 'node:http';
import type { RoutePermission } from '../auth/route-permissions.js';
import type { JsonSchema } from '../http/schemas.js';
import type { CollectedRoute } from './collect.js';
import { isFieldErrors, isProblem, PROBLEM_TYPE, standardResponseRef } from './components.js';

const isObject = (v: unknown): v is JsonSchema => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `/api/files/:id` → `/api/files/{id}` (a regular expression after a parameter is dropped). */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
}

export const pathParamNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/**
 * A route schema part as an OpenAPI 3.1 (JSON Schema 2020-12) schema: a deep copy, with
 * `nullable` (OpenAPI 3.0, which some Fastify plugins write) turned into a type that allows null.
 */
export function toSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toSchema);
  if (!isObject(value)) return value;
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value)) if (key !== 'nullable') out[key] = toSchema(v);
  if (value.nullable === true && typeof value.type === 'string') out.type = [value.type, 'null'];
  return out;
}

/** Who may call the route, in words (the description's first line). */
export function permissionSentence(permission: RoutePermission, cookieAuth: boolean): string {
  const code = (p: string) => `\`${p}\``;
  let sentence: string;
  if (permission === 'public') sentence = 'Public: no access token needed.';
  else if (permission === 'authenticated') sentence = 'Any signed-in user (a valid access token).';
  else if (typeof permission === 'string') sentence = `Needs the permission ${code(permission)}.`;
  else sentence = `Needs any one of the permissions ${permission.map(code).join(', ')}.`;
  if (cookieAuth) sentence += ' The `access-token` cookie is accepted instead of the bearer header.';
  return sentence;
}

function parameters(route: CollectedRoute): JsonSchema[] {
  const out: JsonSchema[] = [];
  const params = isObject(route.schema.params) ? route.schema.params : {};
  const pathProps = (isObject(params.properties) ? params.properties : {}) as JsonSchema;
  for (const name of pathParamNames(route.url)) {
    const schema = toSchema(pathProps[name] ?? { type: 'string' }) as JsonSchema;
    out.push({
      name,
      in: 'path',
      required: true,
      ...(schema.description ? { description: schema.description } : {}),
      schema,
    });
  }
  for (const [part, where] of [
    ['querystring', 'query'],
    ['headers', 'header'],
  ] as const) {
    const schema = route.schema[part];
    if (!isObject(schema) || !isObject(schema.properties)) continue;
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    for (const [name, raw] of Object.entries(schema.properties)) {
      // The bearer header is the security scheme's.
      if (where === 'header' && name.toLowerCase() === 'authorization') continue;
      const prop = toSchema(raw) as JsonSchema;
      const param: JsonSchema = { name, in: where, required: required.includes(name) };
      if (typeof prop.description === 'string') param.description = prop.description;
      // A repeated query parameter (`?a=1&a=2`) is an array: form style, exploded.
      if (where === 'query' && prop.type === 'array') Object.assign(param, { style: 'form', explode: true });
      param.schema = prop;
      out.push(param);
    }
  }
  return out;
}

/** A Fastify response (a schema, or `{content: {type: {schema}}}`) as an OpenAPI response. */
function response(status: string, value: unknown): JsonSchema {
  const reason = STATUS_CODES[Number(status)] ?? 'Answer';
  const declared = isObject(value) ? value : {};
  const description = typeof declared.description === 'string' ? declared.description : undefined;
  if (isObject(declared.content)) {
    const content = Object.fromEntries(
      Object.entries(declared.content as JsonSchema).map(([type, entry]) => [
        type,
        { schema: toSchema(isObject(entry) ? entry.schema : {}) },
      ]),
    );
    return { description: description ?? reason, content };
  }
  if (isFieldErrors(declared) || isProblem(declared)) {
    const standard = standardResponseRef(status);
    if (standard) return description ? { ...standard, description } : standard;
    const schema = isFieldErrors(declared) ? 'ValidationErrors' : 'Problem';
    const type = schema === 'Problem' ? PROBLEM_TYPE : 'application/json';
    return {
      description: description ?? reason,
      content: { [type]: { schema: { $ref: `#/components/schemas/${schema}` } } },
    };
  }
  if (declared.type === 'null') return { description: description ?? reason };
  const { description: _d, ...schema } = declared;
  return { description: description ?? reason, content: { 'application/json': { schema: toSchema(schema) } } };
}

const hasInput = (route: CollectedRoute) =>
  ['querystring', 'params', 'body', 'headers'].some((part) => route.schema[part as 'body'] !== undefined) ||
  pathParamNames(route.url).length > 0;

/** The answers of a route: those its schema declares, then those its permission and input imply. */
function responses(route: CollectedRoute): JsonSchema {
  const declared = isObject(route.schema.response) ? route.schema.response : {};
  const out: JsonSchema = {};
  for (const [code, value] of Object.entries(declared)) {
    const status = /^\dxx$/i.test(code) ? code.toUpperCase() : code;
    out[status] = response(status, value);
  }
  if (!Object.keys(out).some((s) => s.startsWith('2'))) out['200'] = { description: 'OK' };
  const implied = (status: string, when: boolean, description?: string) => {
    if (!when || out[status]) return;
    const standard = standardResponseRef(status)!;
    out[status] = description ? { ...standard, description } : standard;
  };
  implied('400', hasInput(route));
  implied('401', route.permission !== 'public');
  implied('403', route.permission !== 'public' && route.permission !== 'authenticated');
  implied(
    '413',
    route.schema.body !== undefined,
    route.bodyLimit === undefined ? undefined : `The body is larger than ${route.bodyLimit} bytes.`,
  );
  implied('500', true);
  return out;
}

/** `GET /api/finance/paymentaccount/get` → `getApiFinancePaymentaccountGet`. */
export function operationId(method: string, url: string): string {
  const words = openApiPath(url)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** Extra documentation a route schema does not carry (summary and tag of the generic endpoints). */
export interface RouteInfo {
  summary?: string;
  tag?: string;
}

/** The tag of a route nothing names: its folder under /api (`/api/audit/get` → `audit`). */
function folderTag(url: string): string {
  const parts = url.split('/').filter(Boolean);
  if (parts[0] === 'api') parts.shift();
  return parts.slice(0, -1).join('/') || 'Other';
}

export function operation(route: CollectedRoute, info: RouteInfo = {}): JsonSchema {
  const { schema } = route;
  const op: JsonSchema = {
    operationId: operationId(route.method, route.url),
    tags: schema.tags ?? [info.tag ?? folderTag(route.url)],
  };
  const summary = schema.summary ?? info.summary;
  if (summary) op.summary = summary;
  op.description = [permissionSentence(route.permission, route.cookieAuth), schema.description]
    .filter(Boolean)
    .join('\n\n');
  op['x-permission'] = Array.isArray(route.permission) ? [...route.permission] : route.permission;
  const params = parameters(route);
  if (params.length) op.parameters = params;
  if (schema.body !== undefined) {
    const body = toSchema(schema.body) as JsonSchema;
    op.requestBody = { required: true, content: { 'application/json': { schema: body } } };
  }
  op.responses = responses(route);
  op.security =
    route.permission === 'public' ? [] : [{ bearerAuth: [] }, ...(route.cookieAuth ? [{ accessTokenCookie: [] }] : [])];
  return op;
}
