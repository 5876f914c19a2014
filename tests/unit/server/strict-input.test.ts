/**
 * The pure parts of the input checks: query strings converted strictly (never `Number()`),
 * the NUL / lone-surrogate test, and answers that still serialise when a value is not what
 * the schema documents.
 */
import { describe, expect, it } from 'vitest';
import { convertStrictly } from '@server/crud/route-validation.js';
import { lazySerializerCompiler } from '@server/crud/serializers.js';
import { isBadText } from '@server/edge-checks.js';

const query = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    price: { type: 'number' },
    active: { type: 'boolean' },
    cityId: { type: 'array', items: { type: 'integer' } },
  },
};

describe('convertStrictly', () => {
  it('reads plain decimals as numbers', () => {
    expect(convertStrictly(query, { id: '12', price: '-1.5', active: 'true', cityId: '3' })).toEqual({
      id: 12,
      price: -1.5,
      active: true,
      cityId: [3],
    });
  });

  it('leaves 0x10, 1e3, " 12", "+5", "1.0" and Infinity as text, so the schema refuses them', () => {
    for (const raw of ['0x10', '1e3', ' 12', '+5', '1.0', 'Infinity']) {
      expect(convertStrictly(query, { id: raw })).toEqual({ id: raw });
    }
  });

  it('treats a blank value as absent and keeps repeated filter values', () => {
    expect(convertStrictly(query, { id: '', cityId: ['1', '', '2'] })).toEqual({ cityId: [1, 2] });
  });
});

describe('isBadText', () => {
  it('finds NUL and lone surrogates but accepts a surrogate pair', () => {
    expect(isBadText('a\u0000b')).toBe(true);
    expect(isBadText('\ud800')).toBe(true);
    expect(isBadText('x\udc00')).toBe(true);
    expect(isBadText('emoji 😀 ok')).toBe(false);
  });
});

describe('lazySerializerCompiler', () => {
  it('serialises with the schema and falls back to JSON when a value does not fit it', () => {
    const serialize = lazySerializerCompiler({
      schema: { type: 'object', properties: { n: { type: ['integer', 'null'] } }, additionalProperties: true },
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    expect(serialize({ n: 1, extra: [1] })).toBe('{"n":1,"extra":[1]}');
    expect(JSON.parse(serialize({ n: 1.5 }))).toEqual({ n: 1.5 });
  });
});
