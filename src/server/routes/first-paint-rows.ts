/**
 * The first page of a schema list in the server's first paint (first-paint.ts): on a phone the
 * shell's scripts take seconds to arrive, and until then a signed-in list page showed only its
 * heading; with the rows in the page the user reads them one round trip after asking.
 *
 * Who may see them is decided by the list endpoint itself: the page is asked of the app
 * (`inject`) with the token of the `access-token` cookie (the SPA mirrors its token there) as
 * the bearer, so the token is verified as every API request's is (signature, expiry, revoked
 * session: auth/route-permissions.ts), the list's view permission is checked as the route
 * checks it, an agency user gets its agency's rows only, and the rows are those of the list's
 * own query (crud `listRows`, its default sort and page size: what the shell asks first).
 * Anything but a 200 (no token, an expired or revoked one, no permission) writes no rows.
 *
 * Values are written simply (text, numbers, dates, the active chip's word), every one escaped;
 * the shell draws its own list under the first paint and takes the layer away once it shows
 * its rows (src/admin/boot/first-paint.ts).
 */
import type { FastifyInstance } from 'fastify';
import { columnLabel } from '@schema/list-columns.js';
import { readPath } from '@schema/naming.js';
import type { ColumnAnnotation, EntitySchema, Lang } from '@schema/types.js';
import { pageRange } from '@domain/paging.js';
import { escapeHtml } from './html-escape.js';

/** The texts of the list's frame, from the SPA's messages (`/i18n/{lang}.json`, `list.*`). */
export interface ListTexts {
  active: string;
  inactive: string;
  /** Polyglot: `Showing %{from} to %{to} of %{total} result |||| … results`. */
  showing: string;
  noResults: string;
}

export interface FirstPage {
  rows: Record<string, unknown>[];
  total: number;
}

/** What the SPA's messages say (src/admin/i18n/*.json), for a build without them (a test's stand-in SPA). */
const DEFAULTS: Record<Lang, ListTexts> = {
  en: {
    active: 'Active',
    inactive: 'In-Active',
    showing: 'Showing %{from} to %{to} of %{total} result |||| Showing %{from} to %{to} of %{total} results',
    noResults: 'No data available',
  },
  fr: {
    active: 'Actif',
    inactive: 'Inactif',
    showing:
      'Affichage de %{from} à %{to} sur %{total} résultat |||| Affichage de %{from} à %{to} sur %{total} résultats',
    noResults: 'Aucune donnée disponible',
  },
};

/** `list.*` of the SPA's messages of `lang` (the built `i18n/{lang}.json`), the defaults for what is missing. */
export function listTexts(messages: unknown, lang: Lang): ListTexts {
  const list = readPath(messages, 'list');
  const text = (key: keyof ListTexts) => {
    const value = readPath(list, key);
    return typeof value === 'string' ? value : DEFAULTS[lang][key];
  };
  return { active: text('active'), inactive: text('inactive'), showing: text('showing'), noResults: text('noResults') };
}

/** route (no slashes around) → the schema whose list screen it is (what the boot script's `firstListScreen` finds). */
export function listScreens(schemas: readonly EntitySchema[]): Map<string, EntitySchema> {
  return new Map(schemas.filter((s) => s.resource.singleton !== true).map((s) => [s.resource.route, s]));
}

/**
 * The list's first page as `token`'s user would get it from the list endpoint, or null when the
 * endpoint refuses (or fails): the endpoint's own checks, nothing decided here.
 */
export async function firstPageOf(
  app: FastifyInstance,
  schema: EntitySchema,
  token: string,
  lang: Lang,
): Promise<FirstPage | null> {
  const { api, endpoints, paging, listKey, totalKey } = schema.resource;
  const answer = await app.inject({
    method: paging.method,
    url: `/api${api}/${endpoints.list}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    ...(paging.method === 'POST' ? { payload: {} } : {}),
  });
  if (answer.statusCode !== 200) return null;
  let body: unknown;
  try {
    body = answer.json();
  } catch {
    return null;
  }
  const rows = readPath(body, listKey);
  const total = readPath(body, totalKey);
  if (!Array.isArray(rows) || typeof total !== 'number') return null;
  return { rows: rows.filter((r): r is Record<string, unknown> => r !== null && typeof r === 'object'), total };
}

// Intl formatters cost far more to build than to use: one per language and style.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(lang: Lang, digits?: number): Intl.NumberFormat {
  const key = `n|${lang}|${digits ?? ''}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(lang, digits === undefined ? {} : { minimumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format;
}
function dateFormat(lang: Lang, withTime: boolean): Intl.DateTimeFormat {
  const key = `d|${lang}|${withTime}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    // UTC: the server does not know the browser's time zone; the shell writes the local time when it takes over.
    format = new Intl.DateTimeFormat(lang, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'UTC',
    });
    formatters.set(key, format);
  }
  return format;
}

/** A column's format: its own, else the date or date-time of its property (as the shell's cells.tsx). */
function formatOf(schema: EntitySchema, column: ColumnAnnotation): ColumnAnnotation['format'] {
  if (column.format) return column.format;
  const format = schema.properties[column.field]?.format;
  return format === 'date' ? 'date' : format === 'date-time' ? 'datetime' : undefined;
}

/** One cell's text (unescaped), written simply: what the shell shows, give or take the formatting of amounts. */
export function cellText(
  schema: EntitySchema,
  column: ColumnAnnotation,
  value: unknown,
  lang: Lang,
  texts: ListTexts,
): string {
  const format = formatOf(schema, column);
  if (format === 'active') return value === true ? texts.active : texts.inactive;
  if (value === null || value === undefined || value === '') return '';
  if (format === 'date' || format === 'datetime') {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? String(value) : dateFormat(lang, format === 'datetime').format(date);
  }
  if (format === 'html')
    return String(value)
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120);
  if (format === 'money' && (typeof value === 'number' || typeof value === 'string')) {
    const amount = Number(value);
    return Number.isFinite(amount) ? numberFormat(lang, 2).format(amount) : String(value);
  }
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : numberFormat(lang).format(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  return ''; // an object or a list: the shell has a widget for it
}

/** Polyglot's plural pick for `smart_count` (English and French: one form for 1, the other for the rest). */
function plural(template: string, count: number, lang: Lang): string {
  const forms = template.split('||||').map((form) => form.trim());
  const one = lang === 'fr' ? count <= 1 : count === 1;
  return forms.length > 1 && !one ? forms[1] : forms[0];
}

/** "Showing 1 to 10 of 10,000 results", in the language. */
export function showingText(page: FirstPage, pageSize: number, lang: Lang, texts: ListTexts): string {
  const range = pageRange(1, pageSize, page.total);
  const number = (n: number) => numberFormat(lang).format(n);
  const values: Record<string, string> = { from: number(range.from), to: number(range.to), total: number(range.total) };
  return plural(texts.showing, range.total, lang).replace(/%\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}

/**
 * The first page's markup: a table of the list's columns (labels in the language; a phone shows
 * each row as a card, each cell labelled: CSS `.first-paint` in index.html) and the 'of N' line.
 */
export function firstPageHtml(schema: EntitySchema, page: FirstPage, lang: Lang, texts: ListTexts): string {
  const columns = schema.resource.list.columns;
  const labels = columns.map((column) => escapeHtml(columnLabel(schema, column, lang)));
  const head = labels.map((label) => `<th>${label}</th>`).join('');
  const body = page.rows.length
    ? page.rows
        .map(
          (row) =>
            '<tr>' +
            columns
              .map(
                (column, i) =>
                  `<td data-label="${labels[i]}">${escapeHtml(cellText(schema, column, row[column.field], lang, texts))}</td>`,
              )
              .join('') +
            '</tr>',
        )
        .join('')
    : `<tr><td class="first-paint-empty" colspan="${columns.length}">${escapeHtml(texts.noResults)}</td></tr>`;
  const showing = escapeHtml(showingText(page, schema.resource.paging.defaultSize, lang, texts));
  return (
    `<div class="first-paint-card"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>` +
    `<p class="first-paint-showing">${showing}</p></div>`
  );
}
