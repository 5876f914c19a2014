/**
 * Security headers on every answer. Pages (the SPA and its files) get what helmet computes:
 * - Content-Security-Policy (CSP below): scripts only from our origin, never inline;
 * - X-Frame-Options DENY and `frame-ancestors 'none'`: the back office is never framed (clickjacking);
 * - Referrer-Policy strict-origin-when-cross-origin: other sites see our origin, never a path
 *   or query (ids, searches);
 * - X-Content-Type-Options nosniff; helmet's other defaults (COOP/CORP same-origin, ...).
 * No HSTS: the server speaks plain http and is meant to sit behind a TLS proxy, which owns
 * HSTS (sent over http it is ignored by browsers, and would pin localhost for developers).
 * And `Cache-Control: no-store` on every /api answer, errors and files included: answers carry
 * business data and must not stay in browser or proxy caches after a sign-out. The SPA keeps its
 * own caching (hashed /assets immutable, index.html no-cache; routes/spa.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * - script-src 'self' only: never 'unsafe-inline' (the built index.html has no inline script)
 *   and never 'unsafe-eval': the forms' validators are compiled on the server (ajv standalone)
 *   and loaded as a module from our origin (GET /api/schemas/validators.js,
 *   routes/form-validators.ts), so the browser never compiles code with `new Function`.
 * - style-src 'unsafe-inline': MUI styles through emotion, which inserts <style> elements at run
 *   time (and index.html has a small <style>); styles cannot run code.
 * - img-src data: blob: for MUI icons and image previews before upload; font-src data: for
 *   inlined fonts; connect-src 'self' (the API); object-src 'none'; base-uri and form-action 'self'.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const;

/**
 * The headers helmet sets with these options, read once by running its middleware on a
 * stand-in response. Why: the policy has no per-request part (no nonces), and running helmet
 * on every request (what @fastify/helmet does) cost a third of the throughput of a cached list
 * (`npm run bench`: 14,500 → 9,100 req/s at 20 connections).
 */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * What an API answer (JSON, never rendered as a page) needs: nothing may load or frame it, no
 * sniffing, no referrer beyond the origin, no reading from another origin (the OWASP REST
 * recommendation). Shorter than the page set, and API answers are most of the traffic.
 */
export const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

export function securityHeaders(app: FastifyInstance): void {
  const pageHeaders = helmetHeaders();
  // onRequest (also run for unknown paths): a route may still set a stricter header of its own,
  // e.g. the sandbox CSP of GET /api/files/:id.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url.toLowerCase()) ? API_HEADERS : pageHeaders);
    done();
  });
  // onSend: after every handler, the error handler and the 404 handler have set theirs.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApi(request.url.toLowerCase())) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
