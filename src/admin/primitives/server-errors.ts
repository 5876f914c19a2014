/**
 * Reading the errors the data provider passes through (`HttpError` of `src/admin/http.ts`:
 * `status`, `message`, `body`): a 400 carries `{ errors: { field: [messages] } }`, anything
 * else problem details with `detail`.
 */
import type { ErrorSchema } from '@rjsf/utils';

type FieldErrors = Record<string, string[]>;

function bodyOf(error: unknown): Record<string, unknown> | undefined {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
}

/** The field errors of a 400 answer, or undefined. */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  const errors = bodyOf(error)?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
    if (list.length) out[field] = list;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The RJSF `extraErrors` of field errors. */
export function toErrorSchema(errors: FieldErrors | undefined): ErrorSchema | undefined {
  if (!errors) return undefined;
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, { __errors: list }])) as ErrorSchema;
}

/**
 * What the server said, for a toast: its `detail`, or its validation messages joined by
 * commas; undefined when it said nothing (the caller then uses the resource's failure text).
 */
export function serverMessage(error: unknown): string | undefined {
  const detail = bodyOf(error)?.detail;
  if (typeof detail === 'string' && detail.trim()) return detail;
  const fields = fieldErrorsOf(error);
  if (fields) return Object.values(fields).flat().join(', ');
  return undefined;
}

/** 401 and 403 end the session; the shell says so and redirects, so the screens stay quiet. */
export function endsSession(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
}

/** The `code` of the 409 answered to an update carrying a version that is not the current one. */
export const STALE_VERSION_CODE = 'stale-version';

/** Whether the error is that 409: someone else changed the row since it was read. */
export function isStaleVersion(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 409 && bodyOf(error)?.code === STALE_VERSION_CODE;
}
