/**
 * The first paint of the admin shell's page (index.html), written by the server into the
 * page it sends: the screen's heading where the shell will draw it, and a progress line, shown
 * before any script has run. On a phone the shell's scripts take seconds to arrive and run;
 * with this the user reads which screen is coming one round trip after asking for it.
 *
 * A schema screen's heading (its route → `x-resource.text[lang].many`, what SchemaList and
 * SingletonPage show), in the language the SPA mirrors into the `lang` cookie
 * (src/admin/i18n/lang.ts; English without it). Headings are no secret (the public OpenAPI
 * document names every resource). On a schema list, for a signed-in user the list endpoint
 * answers, its first page of rows too (`rowsHtml`, made by first-paint-rows.ts; spa.ts then
 * sends the page `private, no-store`). The boot script (src/admin/boot/first-paint.ts) takes the
 * layer away once the shell shows its own heading (its rows, when the layer has rows) or moves
 * elsewhere. The CSS (`.first-paint`) is in index.html.
 */
import type { EntitySchema, Lang } from '@schema/types.js';
import { LANGS } from '@schema/types.js';
import { cookieValue } from '../http/cookies.js';
import { escapeHtml } from './html-escape.js';

/** Where index.html takes the first paint (after `<div id="root">`). */
export const FIRST_PAINT_MARKER = '<!--first-paint-->';

const LANG_COOKIE = 'lang';

/** The UI language of the request: the `lang` cookie when it names one, else English. */
export function requestLang(cookieHeader: string | undefined): Lang {
  const lang = cookieValue(cookieHeader, LANG_COOKIE);
  return (LANGS as readonly string[]).includes(lang ?? '') ? (lang as Lang) : 'en';
}

/** route (no slashes around) → the screen's heading per language, for every schema. */
export function schemaHeadings(schemas: readonly EntitySchema[]): Map<string, Record<Lang, string>> {
  return new Map(schemas.map((s) => [s.resource.route, { en: s.resource.text.en.many, fr: s.resource.text.fr.many }]));
}

/** The route of a page address (query left out): no slashes around, '' when it does not decode. */
export function routeOf(path: string): string {
  try {
    return decodeURIComponent(path).replace(/^\/+|\/+$/g, '');
  } catch {
    return '';
  }
}

/** The first paint's markup for `path` (a page address, query left out), with the list's rows when given (already HTML). */
export function firstPaintHtml(
  headings: Map<string, Record<Lang, string>>,
  path: string,
  lang: Lang,
  rowsHtml = '',
): string {
  const heading = headings.get(routeOf(path))?.[lang];
  return (
    `<div class="first-paint" id="first-paint" aria-hidden="true"${rowsHtml ? ' data-rows' : ''}><div class="first-paint-progress"></div>` +
    (heading ? `<h1>${escapeHtml(heading)}</h1>` : '') +
    rowsHtml +
    '</div>'
  );
}

/** index.html with the first paint of `path` at its marker (the page as built when it has none). */
export function withFirstPaint(
  page: string,
  headings: Map<string, Record<Lang, string>>,
  path: string,
  cookieHeader: string | undefined,
  rowsHtml = '',
): string {
  return page.replace(FIRST_PAINT_MARKER, () => firstPaintHtml(headings, path, requestLang(cookieHeader), rowsHtml));
}
