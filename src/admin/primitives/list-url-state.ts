/**
 * A list's state in its URL, so that Back returns to the same page and a link to page 3 opens
 * page 3: `?page=3&search=bank&entity=country&sort=title&order=ASC`. Values at their default
 * (page 1, no search, an empty filter, the default sort) are left out, and every other query
 * parameter is kept as it is. Pure, no React (useListUrlState is the hook).
 */

export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface ListUrlState {
  /** From 1. */
  page: number;
  /** The search text as applied (the box's rule: empty or at least 3 characters). */
  search: string;
  /** The declared filters, '' for "any". */
  filters: Record<string, string>;
  /** Only for lists that sort; undefined otherwise. */
  sort?: ListSort;
}

export interface ListUrlOptions {
  /** Names of the filters kept in the URL (each its own parameter). */
  filters?: readonly string[];
  /** The list's default order; sorting lists only. */
  sort?: ListSort;
}

/** The parameter names; a filter may not take one of them. */
export const LIST_PARAMS = { page: 'page', search: 'search', sort: 'sort', order: 'order' } as const;

export function readListState(params: URLSearchParams, options: ListUrlOptions = {}): ListUrlState {
  const pageText = params.get(LIST_PARAMS.page) ?? '';
  const page = /^[1-9]\d{0,6}$/.test(pageText) ? Number(pageText) : 1;
  const filters = Object.fromEntries((options.filters ?? []).map((name) => [name, params.get(name) ?? '']));
  const state: ListUrlState = { page, search: (params.get(LIST_PARAMS.search) ?? '').trim(), filters };
  if (options.sort) {
    const field = params.get(LIST_PARAMS.sort);
    const order = params.get(LIST_PARAMS.order)?.toUpperCase();
    state.sort =
      field && /^[A-Za-z][A-Za-z0-9]*$/.test(field)
        ? { field, order: order === 'DESC' ? 'DESC' : 'ASC' }
        : options.sort;
  }
  return state;
}

/** The URL parameters of `state` over `current` (parameters that are not the list's are kept). */
export function writeListState(
  current: URLSearchParams,
  state: ListUrlState,
  options: ListUrlOptions = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  set(LIST_PARAMS.page, state.page > 1 ? String(state.page) : undefined);
  set(LIST_PARAMS.search, state.search || undefined);
  for (const name of options.filters ?? []) set(name, state.filters[name] || undefined);
  const isDefaultSort =
    !state.sort || (options.sort && state.sort.field === options.sort.field && state.sort.order === options.sort.order);
  set(LIST_PARAMS.sort, isDefaultSort ? undefined : state.sort!.field);
  set(LIST_PARAMS.order, isDefaultSort ? undefined : state.sort!.order);
  return next;
}
