/**
 * Checks every request makes before its route's validation, its handler or the database see
 * it: no string (value or key, at any depth of the query, the path parameters or the body) may
 * hold a NUL character or invalid Unicode (a lone surrogate), and no number may be non-finite
 * (JSON `1e309` parses to Infinity). PostgreSQL refuses such text with an error the engine
 * would answer as a 500; here it is the documented 400 keyed by the top-level field (or the
 * parameter name), in the caller's language. One preValidation hook for every route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '@schema/types.js';
import type { FieldErrors } from '@schema/validate.js';
import { ValidationError } from './errors.js';

type Problem = 'text' | 'number' | 'depth';

const texts: Record<Lang, Record<Problem, string>> = {
  en: {
    text: '{field} contains characters that are not allowed.',
    number: '{field} must be a finite number.',
    depth: '{field} is nested too deeply.',
  },
  fr: {
    text: '{field} contient des caractères non autorisés.',
    number: '{field} doit être un nombre fini.',
    depth: '{field} est trop imbriqué.',
  },
};

/** Deeper than any documented body (a gallery is 3 levels): refuse before walking further. */
const MAX_DEPTH = 32;

/** NUL, or invalid UTF-16 (a lone surrogate): `isWellFormed` is native and cheap on every string. */
export function isBadText(value: string): boolean {
  // ES2024's String#isWellFormed (Node ≥ 20); the project's TypeScript lib stops at ES2023.
  return value.includes('\u0000') || !(value as string & { isWellFormed(): boolean }).isWellFormed();
}

/** The first problem inside one value, or null. */
function problemIn(value: unknown, depth = 0): Problem | null {
  if (typeof value === 'string') return isBadText(value) ? 'text' : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'number';
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return 'depth';
  if (Array.isArray(value)) {
    for (const item of value) {
      const p = problemIn(item, depth + 1);
      if (p) return p;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (isBadText(key)) return 'text';
    const p = problemIn((value as Record<string, unknown>)[key], depth + 1);
    if (p) return p;
  }
  return null;
}

/** Problems of one request part, keyed by its top-level names; `whole` names a non-object part. */
function inspect(part: unknown, whole: string, errors: FieldErrors, lang: Lang): void {
  if (part === null || part === undefined) return;
  const entries: [string, unknown][] =
    typeof part === 'object' && !Array.isArray(part)
      ? Object.keys(part).map((k) => [k, (part as Record<string, unknown>)[k]])
      : [[whole, part]];
  for (const [name, value] of entries) {
    const problem = isBadText(name) ? 'text' : problemIn(value);
    if (!problem) continue;
    // A bad key cannot be echoed back as a field name: the whole part is named instead.
    const field = isBadText(name) ? whole : name;
    (errors[field] ??= []).push(texts[lang][problem].replace('{field}', field));
  }
}

export function edgeErrors(request: FastifyRequest): FieldErrors | null {
  const lang = request.lang;
  // Keys come from the client (`constructor`, `__proto__`): no inherited members to collide with.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  inspect(request.params, 'params', errors, lang);
  inspect(request.query, 'query', errors, lang);
  inspect(request.body, 'body', errors, lang);
  return Object.keys(errors).length ? errors : null;
}

/** Registers the hook for every route of the app (call before any route is added). */
export function installEdgeChecks(app: FastifyInstance): void {
  // Callback style, and the error map only when something is wrong: this runs on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const clean = !problemIn(request.params) && !problemIn(request.query) && !problemIn(request.body);
    const errors = clean ? null : edgeErrors(request);
    done(errors ? new ValidationError(errors) : undefined);
  });
}
