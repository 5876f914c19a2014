import { apiHeaders, apiRequestUrl, apiUrl } from './api-request';
import { takeEarlyGet } from './boot/early-requests';
import { translateNow } from './i18n/translator';
import { beginRequest } from './loader/loading-store';
import { clearSession } from './session/token-store';

/**
 * fetchJson: every call of the app to the API.
 * - `path` is relative to the API base (`/finance/paymentaccount/get?pageIndex=1`): `/api`, or
 *   `VITE_API_BASE` given at build time (e.g. `/backoffice/api` behind a proxy).
 * - Sends Accept and Content-Type application/json, `Authorization: Bearer <token>` when a
 *   token is stored, and `Accept-Language` with the UI language.
 * - Resolves with `{ status, headers, body }`, body the parsed JSON (undefined when empty).
 * - Rejects with an HttpError (spec §7, generic error handling):
 *   401/403 → session cleared, SESSION_EXPIRED_PATH announced, message `auth.sessionExpired`;
 *   400 `{errors:{field:[msgs]}}` → the messages joined with ", ", `body.errors` kept;
 *   problem details → its `detail`; no body → `errors.generic`.
 *   Messages are translated into the UI language when the error is raised.
 * - Feeds the "please wait..." loader.
 */
export { API_BASE, apiBaseOf, apiUrl } from './api-request';
export const SESSION_EXPIRED_PATH = '/authentication/logout';
export const SESSION_EXPIRED_MESSAGE = 'auth.sessionExpired';
export const GENERIC_MESSAGE = 'errors.generic';

export interface FetchJsonInit extends Omit<RequestInit, 'body'> {
  /** A plain value is sent as JSON; strings and FormData as they are. */
  body?: unknown;
  /** false for calls where 401 means "wrong credentials", not "session expired" (sign-in). */
  sessionCheck?: boolean;
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export type FetchJson = <T = unknown>(path: string, init?: FetchJsonInit) => Promise<JsonResponse<T>>;

export interface ErrorBody {
  errors?: Record<string, string[] | string>;
  title?: string;
  status?: number;
  detail?: string;
  [key: string]: unknown;
}

export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;
  constructor(message: string, status: number, body?: ErrorBody) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

type SessionExpiredListener = (redirectTo: string) => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/**
 * The shell subscribes to navigate and show the toast; without a subscriber the browser
 * goes to the logout page.
 */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export function announceSessionExpired(): void {
  clearSession('expired');
  if (sessionExpiredListeners.size === 0) {
    window.location.assign(SESSION_EXPIRED_PATH);
    return;
  }
  sessionExpiredListeners.forEach((listener) => listener(SESSION_EXPIRED_PATH));
}

/** The message shown for an error body (spec §7). */
export function errorMessage(body: ErrorBody | undefined): string {
  if (body?.errors && typeof body.errors === 'object') {
    const messages = Object.values(body.errors).flatMap((m) => (Array.isArray(m) ? m : [m]));
    if (messages.length > 0) return messages.join(', ');
  }
  if (typeof body?.detail === 'string' && body.detail) return body.detail;
  return translateNow(GENERIC_MESSAGE);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toRequestBody(body: unknown): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

export const fetchJson: FetchJson = async <T = unknown>(path: string, init: FetchJsonInit = {}) => {
  const { body, sessionCheck = true, headers: extraHeaders, ...rest } = init;
  const headers = apiHeaders(extraHeaders, body);
  const absolute = apiRequestUrl(path);
  const end = beginRequest();
  try {
    let response: Response;
    try {
      // A GET the boot script already started (boot/early-requests.ts) is not asked twice.
      const early =
        body === undefined && (rest.method ?? 'GET').toUpperCase() === 'GET'
          ? takeEarlyGet(absolute, headers)
          : undefined;
      response = await (early ?? fetch(absolute, { ...rest, headers, body: toRequestBody(body) }));
    } catch {
      throw new HttpError(translateNow(GENERIC_MESSAGE), 0);
    }
    const parsed = await readBody(response);
    if (response.ok) return { status: response.status, headers: response.headers, body: parsed as T };
    const errorBody = parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : undefined;
    if (sessionCheck && (response.status === 401 || response.status === 403)) {
      announceSessionExpired();
      throw new HttpError(translateNow(SESSION_EXPIRED_MESSAGE), response.status, errorBody);
    }
    throw new HttpError(errorMessage(errorBody), response.status, errorBody);
  } finally {
    end();
  }
};

/**
 * The bytes of a file the API answers (a document: `/api/documentmanagement/document/download?...`),
 * with the bearer: a link cannot carry it, and the cookie mirror is dropped for tokens too large
 * for a cookie. `serverPath` is what the server named (under `/api`); `post` sends a JSON body
 * instead of a GET. The same session handling, errors and loader as fetchJson.
 */
export async function fetchBlob(serverPath: string, post?: { body: unknown }): Promise<Blob> {
  const headers = apiHeaders();
  headers.delete('Accept');
  headers.delete('Content-Type');
  // A file made from a search (a list's CSV export) is asked with the search as a JSON body.
  if (post) headers.set('Content-Type', 'application/json');
  const init: RequestInit = post ? { method: 'POST', headers, body: JSON.stringify(post.body) } : { headers };
  const absolute = new URL(apiUrl(serverPath), globalThis.location?.href ?? 'http://localhost/').toString();
  const end = beginRequest();
  try {
    let response: Response;
    try {
      response = await fetch(absolute, init);
    } catch {
      throw new HttpError(translateNow(GENERIC_MESSAGE), 0);
    }
    if (response.ok) return await response.blob();
    const parsed = await readBody(response);
    const errorBody = parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : undefined;
    if (response.status === 401 || response.status === 403) {
      announceSessionExpired();
      throw new HttpError(translateNow(SESSION_EXPIRED_MESSAGE), response.status, errorBody);
    }
    throw new HttpError(errorMessage(errorBody), response.status, errorBody);
  } finally {
    end();
  }
}

/**
 * A file the API makes (a PDF, a CSV export), asked with the path fetchJson takes
 * (`/finance/report/statement/pdf`, relative to the API base): fetchBlob under `/api`, so a
 * caller never writes the prefix itself.
 */
export function fetchApiBlob(path: string, post?: { body: unknown }): Promise<Blob> {
  return fetchBlob(`/api${path}`, post);
}
