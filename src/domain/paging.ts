/** Paging maths shared by the list footer and the API. Pages count from 1. */

export interface PageRange {
  /** First row shown (1-based), 0 when there are none. */
  from: number;
  /** Last row shown, 0 when there are none. */
  to: number;
  total: number;
  totalPages: number;
}

/** Total pages = ceiling of totalRecords / pageSize (at least 1, so page 1 always exists). */
export function totalPages(totalRecords: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalRecords / pageSize));
}

/** What "Showing X to Y of N results" says for a page. */
export function pageRange(page: number, pageSize: number, totalRecords: number): PageRange {
  if (totalRecords <= 0) return { from: 0, to: 0, total: 0, totalPages: 1 };
  const from = (page - 1) * pageSize + 1;
  return {
    from: Math.min(from, totalRecords),
    to: Math.min(page * pageSize, totalRecords),
    total: totalRecords,
    totalPages: totalPages(totalRecords, pageSize),
  };
}

/** A page change is accepted only within 1 to the last page. */
export function canGoToPage(target: number, totalRecords: number, pageSize: number): boolean {
  return Number.isInteger(target) && target >= 1 && target <= totalPages(totalRecords, pageSize);
}

/** Page numbers to show around the current one, e.g. [1, 2, 3, 4, 5]. */
export function pageWindow(current: number, pages: number, width = 5): number[] {
  const half = Math.floor(width / 2);
  const start = Math.max(1, Math.min(current - half, pages - width + 1));
  const end = Math.min(pages, start + width - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Rows a page holds when the request names no size (the API and every list screen). */
export const DEFAULT_PAGE_SIZE = 10;

/** The largest page the API answers: a larger `pageSize` is answered as this (a dropdown's "all"). */
export const MAX_PAGE_SIZE = 1000;
