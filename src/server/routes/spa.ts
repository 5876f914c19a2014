/**
 * The built SPA: hashed assets under /assets with a year-long cache, every other GET that
 * is not /api answered with a page (no-cache: a new deploy is picked up at the next visit) so
 * deep links reload: /authentication and its public pages (sign-up, forgot-password,
 * reset-password, confirm-email, lock-screen) with sign-in.html (the light sign-in page, when built),
 * any other path with index.html (the admin shell). Files are sent precompressed when the
 * browser accepts it (`.br`, else `.gz`, made by `vite build`: scripts/precompress.ts), with
 * `Vary: Accept-Encoding`. index.html is sent with the first paint of its address written in
 * (first-paint.ts; compressed as it goes, like API answers). Without a build, a short text says
 * how to make one.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import { notFound } from '../errors.js';
import { schemaHeadings, withFirstPaint } from './first-paint.js';

/**
 * The sign-in page's own HTML (vite.config.ts), for its path and the other public
 * authentication pages it shows (src/admin/pages/account/light-pages.tsx), any case, trailing
 * slash. The logout page is the admin shell's.
 */
const SIGN_IN_PAGE = 'sign-in.html';
const SIGN_IN_PATH = /^\/authentication(\/(sign-up|forgot-password|reset-password|confirm-email|lock-screen))?\/?$/i;
/** The pages are sent for their paths, never under their file names. */
const PAGES = ['index.html', SIGN_IN_PAGE];

/** The precompressed copies are sent in place of their file, never under their own name. */
const PRECOMPRESSED = /\.(br|gz)$/;

const NO_BUILD =
  'The admin SPA is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload.\n';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export async function spaRoutes(
  app: FastifyInstance,
  spaDir: string | undefined,
  schemas: readonly EntitySchema[],
): Promise<void> {
  const hasIndex = !!spaDir && existsSync(join(spaDir, 'index.html'));
  if (hasIndex) await app.register(fastifyStatic, { root: spaDir, serve: false, preCompressed: true });
  // Read once, like the sign-in page's presence: the build comes before the server starts.
  const hasSignInPage = hasIndex && isFile(join(spaDir!, SIGN_IN_PAGE));
  const indexPage = hasIndex ? readFileSync(join(spaDir!, 'index.html'), 'utf8') : '';
  const headings = schemaHeadings(schemas);

  const sendIndex = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    if (hasSignInPage && SIGN_IN_PATH.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile(SIGN_IN_PAGE, { cacheControl: false });
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(withFirstPaint(indexPage, headings, path, request.headers.cookie));
  };

  app.get('/*', { config: { permission: 'public' } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) throw notFound(`No endpoint GET ${path}.`);
    if (!hasIndex) return reply.type('text/plain; charset=utf-8').send(NO_BUILD);
    let file: string;
    try {
      file = decodeURIComponent(path).replace(/^\/+/, '');
    } catch {
      return sendIndex(request, reply, path);
    }
    const servable =
      file !== '' &&
      !file.split('/').includes('..') &&
      !PAGES.includes(file) &&
      !PRECOMPRESSED.test(file) &&
      isFile(join(spaDir!, file));
    if (!servable) return sendIndex(request, reply, path);
    // Hashed build output never changes under its name; other public files (i18n, logo) may.
    return file.startsWith('assets/')
      ? reply.sendFile(file, { maxAge: '365d', immutable: true })
      : reply.sendFile(file, { maxAge: 0, cacheControl: true });
  });
}
