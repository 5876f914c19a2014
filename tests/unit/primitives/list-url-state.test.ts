import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from '@admin/primitives/list-url-state.js';

const sort = { field: 'id', order: 'DESC' } as const;
const params = (text: string) => new URLSearchParams(text);

describe('a list state in its URL', () => {
  it('reads page, search, filters and sort, with defaults for what is missing or malformed', () => {
    expect(
      readListState(params('page=3&search=bank&entity=country&sort=title&order=asc'), {
        filters: ['entity', 'userId'],
        sort,
      }),
    ).toEqual({
      page: 3,
      search: 'bank',
      filters: { entity: 'country', userId: '' },
      sort: { field: 'title', order: 'ASC' },
    });
    expect(readListState(params('page=0'), { sort })).toEqual({ page: 1, search: '', filters: {}, sort });
    expect(readListState(params('page=abc&sort=1;drop'), { sort }).page).toBe(1);
    expect(readListState(params('sort=1;drop'), { sort }).sort).toEqual(sort);
    expect(readListState(params('sort=title'), {}).sort).toBeUndefined();
  });

  it("writes only what differs from the defaults, and keeps parameters that are not the list's", () => {
    const state = { page: 1, search: '', filters: { entity: '' }, sort };
    expect(
      writeListState(params('tab=2&page=4&search=x&entity=user'), state, { filters: ['entity'], sort }).toString(),
    ).toBe('tab=2');
    const next = {
      page: 2,
      search: 'cash desk',
      filters: { entity: 'user' },
      sort: { field: 'title', order: 'ASC' as const },
    };
    expect(writeListState(params(''), next, { filters: ['entity'], sort }).toString()).toBe(
      'page=2&search=cash+desk&entity=user&sort=title&order=ASC',
    );
  });

  it('reads back what it wrote', () => {
    const options = { filters: ['userId'], sort };
    const state = {
      page: 7,
      search: 'éte',
      filters: { userId: '3' },
      sort: { field: 'title', order: 'DESC' as const },
    };
    expect(readListState(writeListState(params(''), state, options), options)).toEqual(state);
  });
});
