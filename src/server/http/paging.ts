/**
 * Paging of every list the API answers: the page a request asks for (1-based index, a size
 * capped at MAX_PAGE_SIZE), the messages of a bad page number, and the `paginationModel` of the
 * answer. The generic lists (crud/list-query.ts) and the hand-written ones (users, roles, audit,
 * reservation requests and their activity) read and answer the same way.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageRange } from '@domain/paging.js';
import { INT_MAX, positiveIntOf } from '@domain/int-bounds.js';
import type { Lang } from '@schema/types.js';
import { ValidationError } from '../errors.js';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

/** A page of a list: 1-based `index`, `size` rows (already capped), the search text if any. */
export interface Paging {
  search?: string;
  index: number;
  size: number;
}

/** After the parameter's name: `pageIndex must be a whole number of at least 1.` */
export const pagingTexts: Record<Lang, string> = {
  en: 'must be a whole number of at least 1.',
  fr: 'doit être un nombre entier supérieur ou égal à 1.',
};
/** After the parameter's name, for a number beyond the integer column: `pageSize cannot exceed 2147483647.` */
export const pageMaxTexts: Record<Lang, string> = {
  en: `cannot exceed ${INT_MAX}.`,
  fr: `ne peut pas dépasser ${INT_MAX}.`,
};

/** The page of a body already checked against its schema (`pageIndex`, `pageSize` optional). */
export function pageOf(body: { pageIndex?: number; pageSize?: number }): Paging {
  return { index: body.pageIndex ?? 1, size: Math.min(body.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) };
}

/** A page number: undefined when absent, NaN when not a whole number from 1 to INT_MAX. */
const pageNumber = (raw: unknown) =>
  raw === undefined || raw === null || raw === '' ? undefined : (positiveIntOf(raw) ?? NaN);

/**
 * `search`, `pageIndex` and `pageSize` of a query string; a page number that is not a whole
 * number from 1 is a 400 on its name.
 */
export function readPaging(query: Record<string, unknown>, lang: Lang): Paging {
  const index = pageNumber(query.pageIndex) ?? 1;
  const size = pageNumber(query.pageSize) ?? DEFAULT_PAGE_SIZE;
  const errors: Record<string, string[]> = {};
  if (Number.isNaN(index)) errors.pageIndex = [`pageIndex ${pagingTexts[lang]}`];
  if (Number.isNaN(size)) errors.pageSize = [`pageSize ${pagingTexts[lang]}`];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const search = typeof query.search === 'string' ? query.search.trim() : '';
  return { search: search || undefined, index, size: Math.min(size, MAX_PAGE_SIZE) };
}

/** `{pageIndex, pageSize, currentPageRecords, startIndex, endIndex, totalRecords}` of a page of `rows` rows. */
export function paginationModel(page: Pick<Paging, 'index' | 'size'>, rows: number, total: number) {
  const range = pageRange(page.index, page.size, total);
  return {
    pageIndex: page.index,
    pageSize: page.size,
    currentPageRecords: rows,
    startIndex: range.from,
    endIndex: range.to,
    totalRecords: total,
  };
}
