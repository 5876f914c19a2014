/**
 * The built SPA: hashed assets under /assets with a year-long cache, every other GET that
 * is not /api answered with a page (no-cache: a new deploy is picked up at the next visit) so
 * deep links reload: /authentication and its public pages (sign-up, forgot-password,
 * reset-password, confirm-email, lock-screen) with sign-in.html (the light sign-in page, when built),
 * any other path with index.html (the admin shell). Files are sent precompressed when the
 * browser accepts it (`.br`, else `.gz`, made by `vite build`: scripts/precompress.ts), with
 * `Vary: Accept-Encoding`. index.html is sent with the first paint of its address written in
 * (first-paint.ts; compressed as it goes, like API answers): on a schema list opened without a
 * query, for a request whose `access-token` cookie the list endpoint accepts, with the list's
 * first page of rows (first-paint-rows.ts), and then `private, no-store` (the page holds that
 * user's data). Without a build, a short text says how to make one.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntitySchema } from '@schema/types.js';
import { notFound } from '../errors.js';
import { joinTokenCookie } from '@domain/token-cookie.js';
import { LANGS, type Lang } from '@schema/types.js';
import { cookieReader } from '../http/cookies.js';
import { requestLang, routeOf, schemaHeadings, withFirstPaint } from './first-paint.js';
import { firstPageHtml, firstPageOf, listScreens, listTexts, type ListTexts } from './first-paint-rows.js';

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

/** `list.*` of the built SPA's messages per language (i18n/{lang}.json), the defaults without them. */
function readListTexts(spaDir: string | undefined): Record<Lang, ListTexts> {
  const read = (lang: Lang) => {
    try {
      return listTexts(JSON.parse(readFileSync(join(spaDir ?? '', 'i18n', `${lang}.json`), 'utf8')), lang);
    } catch {
      return listTexts(undefined, lang);
    }
  };
  return Object.fromEntries(LANGS.map((lang) => [lang, read(lang)])) as Record<Lang, ListTexts>;
}

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
  const lists = listScreens(schemas);
  const texts = readListTexts(spaDir);

  /** The rows of the first paint: a schema list opened without a query (the list's first page), for a token the endpoint accepts. */
  const rowsOf = async (request: FastifyRequest, path: string): Promise<string> => {
    const schema = lists.get(routeOf(path));
    if (!schema || request.url.includes('?')) return '';
    const token = joinTokenCookie(cookieReader(request.headers.cookie));
    if (!token) return '';
    const lang = requestLang(request.headers.cookie);
    const page = await firstPageOf(app, schema, token, lang);
    return page ? firstPageHtml(schema, page, lang, texts[lang]) : '';
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    if (hasSignInPage && SIGN_IN_PATH.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile(SIGN_IN_PAGE, { cacheControl: false });
    }
    const rows = await rowsOf(request, path);
    return reply
      .header('cache-control', rows ? 'private, no-store' : 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(withFirstPaint(indexPage, headings, path, request.headers.cookie, rows));
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
