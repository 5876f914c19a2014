/**
 * The first paint of the admin shell's page (index.html), written by the server into the
 * page it sends: the screen's heading where the shell will draw it, and a progress line, shown
 * before any script has run. On a phone the shell's scripts take seconds to arrive and run;
 * with this the user reads which screen is coming one round trip after asking for it.
 *
 * Only a schema screen's heading is known here (its route → `x-resource.text[lang].many`, what
 * SchemaList and SingletonPage show), in the language the SPA mirrors into the `lang` cookie
 * (src/admin/i18n/lang.ts; English without it). Headings are no secret (the public OpenAPI
 * document names every resource), so no token is read: the shell still decides what the user
 * may see, and the boot script (src/admin/boot/first-paint.ts) takes the layer away once the
 * shell shows its own heading or moves elsewhere. The CSS (`.first-paint`) is in index.html.
 */
import type { EntitySchema, Lang } from '@schema/types.js';
import { LANGS } from '@schema/types.js';
import { cookieValue } from '../http/cookies.js';

/** Where index.html takes the first paint (after `<div id="root">`). */
export const FIRST_PAINT_MARKER = '<!--first-paint-->';

const LANG_COOKIE = 'lang';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The UI language of the request: the `lang` cookie when it names one, else English. */
export function requestLang(cookieHeader: string | undefined): Lang {
  const lang = cookieValue(cookieHeader, LANG_COOKIE);
  return (LANGS as readonly string[]).includes(lang ?? '') ? (lang as Lang) : 'en';
}

/** route (no slashes around) → the screen's heading per language, for every schema. */
export function schemaHeadings(schemas: readonly EntitySchema[]): Map<string, Record<Lang, string>> {
  return new Map(schemas.map((s) => [s.resource.route, { en: s.resource.text.en.many, fr: s.resource.text.fr.many }]));
}

/** The first paint's markup for `path` (a page address, query left out). */
export function firstPaintHtml(headings: Map<string, Record<Lang, string>>, path: string, lang: Lang): string {
  let route: string;
  try {
    route = decodeURIComponent(path).replace(/^\/+|\/+$/g, '');
  } catch {
    route = '';
  }
  const heading = headings.get(route)?.[lang];
  return (
    '<div class="first-paint" id="first-paint" aria-hidden="true"><div class="first-paint-progress"></div>' +
    (heading ? `<h1>${escapeHtml(heading)}</h1>` : '') +
    '</div>'
  );
}

/** index.html with the first paint of `path` at its marker (the page as built when it has none). */
export function withFirstPaint(
  page: string,
  headings: Map<string, Record<Lang, string>>,
  path: string,
  cookieHeader: string | undefined,
): string {
  return page.replace(FIRST_PAINT_MARKER, () => firstPaintHtml(headings, path, requestLang(cookieHeader)));
}
