import { currentLang } from './i18n/lang';
import { getToken } from './session/token-store';

/**
 * What every request of the SPA to the API is made of: its address under the API base and
 * its headers. Shared by `fetchJson` (http.ts) and the boot script (boot/), which starts the
 * shell's first requests before the shell's code has arrived: both must ask exactly the same
 * thing for the shell to take the early answer. React- and MUI-free, so the boot stays tiny.
 */

/** `VITE_API_BASE` read: blank means the default `/api`; a trailing slash is dropped. */
export function apiBaseOf(configured: string | undefined): string {
  const base = (configured ?? '').trim().replace(/\/+$/, '');
  return base || '/api';
}

/** The API base of this build: `VITE_API_BASE` (no trailing slash), default `/api`. */
export const API_BASE = apiBaseOf(import.meta.env.VITE_API_BASE);

/**
 * A path the server answered (`/api/files/7`, a validator module) on this build's API base:
 * the server names its own routes under `/api`, the browser must ask them under API_BASE.
 */
export function apiUrl(serverPath: string, base = API_BASE): string {
  return serverPath.startsWith('/api/') ? `${base}${serverPath.slice(4)}` : serverPath;
}

/** The absolute address of an API path (`/schemas` → `http://host/api/schemas`); full URLs stay. */
export function apiRequestUrl(path: string): string {
  const url = /^https?:\/\//.test(path) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  return new URL(url, globalThis.location?.href ?? 'http://localhost/').toString();
}

/**
 * JSON Accept and Content-Type (not for FormData), the UI language as Accept-Language and the
 * bearer token when one is stored, over the caller's own headers.
 */
export function apiHeaders(extra?: HeadersInit, body?: unknown): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  if (!(body instanceof FormData) && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  headers.set('Accept-Language', currentLang());
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
