import { describe, expect, it } from 'vitest';
import { changesOf } from '@server/audit/changes.js';
import { expectedVersion, isStale } from '@server/http/row-version.js';

describe('changesOf', () => {
  it('keeps only the fields whose value changed, objects compared whatever their key order', () => {
    const before = { title: 'Bank', ref: 'B1', roles: [{ id: 1, title: 'a' }], at: new Date('2026-01-01T00:00:00Z') };
    const after = { title: 'Bank 2', ref: 'B1', roles: [{ title: 'a', id: 1 }], at: new Date('2026-01-01T00:00:00Z') };
    expect(changesOf(before, after)).toEqual([{ field: 'title', before: 'Bank', after: 'Bank 2' }]);
  });

  it('lists the non-empty fields of a created row and of a removed one', () => {
    expect(changesOf(null, { title: 'New', ref: null, tags: [] })).toEqual([
      { field: 'title', before: null, after: 'New' },
    ]);
    expect(changesOf({ title: 'Old', ref: null }, null)).toEqual([{ field: 'title', before: 'Old', after: null }]);
  });

  it('leaves out ignored fields and records secrets only as redacted', () => {
    const changes = changesOf(
      { id: 1, version: 1, password: 'a' },
      { id: 1, version: 2, password: 'b' },
      { ignore: ['id', 'version'], secrets: ['password'] },
    );
    expect(changes).toEqual([{ field: 'password', before: null, after: null, redacted: true }]);
    expect(JSON.stringify(changes)).not.toMatch(/"a"|"b"/);
  });

  it('reads a date as its ISO text and undefined as null', () => {
    expect(changesOf({ at: undefined }, { at: new Date('2026-02-03T04:05:06Z') })).toEqual([
      { field: 'at', before: null, after: '2026-02-03T04:05:06.000Z' },
    ]);
  });
});

describe('row versions', () => {
  it('reads the version of the body and of If-Match, quoted or not, weak or not', () => {
    expect(expectedVersion({ version: 3 }, {}, 'en')).toEqual({ body: 3, ifMatch: undefined });
    expect(expectedVersion({ version: '3' }, { 'if-match': 'W/"4", "5"' }, 'en')).toEqual({ body: 3, ifMatch: [4, 5] });
    expect(expectedVersion({}, { 'if-match': '*' }, 'en')).toEqual({ body: undefined, ifMatch: undefined });
    expect(expectedVersion({ version: null }, {}, 'en').body).toBeUndefined();
  });

  it('is stale when the body or If-Match names another version (a tag that is no version matches none)', () => {
    expect(isStale({ body: 2 }, 2)).toBe(false);
    expect(isStale({ body: 1 }, 2)).toBe(true);
    expect(isStale({ ifMatch: [1, 2] }, 2)).toBe(false);
    expect(isStale(expectedVersion({}, { 'if-match': '"abc"' }, 'en'), 2)).toBe(true);
    expect(isStale({}, 7)).toBe(false);
  });

  it('refuses a body version that is not a whole number of at least 1 (400 on version)', () => {
    for (const version of ['x', 0, -1, 1.5, '1e3', 2147483648]) {
      expect(() => expectedVersion({ version }, {}, 'fr')).toThrow(
        expect.objectContaining({
          errors: { version: ['La version doit être un nombre entier supérieur ou égal à 1.'] },
        }),
      );
    }
  });
});
