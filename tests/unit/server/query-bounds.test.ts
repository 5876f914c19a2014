import { describe, expect, it } from 'vitest';
import { integerBounds, paramsOutOfBounds, queryBoundsValidator } from '@server/http/query-bounds.js';
import { LocalizedValidationError } from '@server/errors.js';

const schema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    kind: { type: 'integer', enum: [1, 2] },
    search: { type: 'string' },
    free: { type: 'integer' },
  },
};

describe('the bounds of a documented query string', () => {
  it('knows the integer parameters that carry bounds', () => {
    expect([...integerBounds(schema).keys()]).toEqual(['id', 'kind']);
  });

  it('names the parameters spelt as decimals outside their bounds, each once', () => {
    const bounds = integerBounds(schema);
    expect(paramsOutOfBounds(bounds, { id: '0', kind: '3' }).map(([n]) => n)).toEqual(['id', 'kind']);
    expect(paramsOutOfBounds(bounds, { id: ['1', '2147483648'] }).map(([n]) => n)).toEqual(['id']);
    expect(paramsOutOfBounds(bounds, { id: '1', kind: '2', free: '-5' })).toEqual([]);
  });

  it('leaves other spellings to the handler', () => {
    expect(paramsOutOfBounds(integerBounds(schema), { id: 'abc', kind: '0x10' })).toEqual([]);
  });

  it('answers in the caller language, the data untouched when in bounds', () => {
    const validate = queryBoundsValidator(schema);
    expect(validate({ id: '7' })).toEqual({ value: { id: '7' } });
    const { error } = validate({ id: '2147483648', kind: '9' }) as { error: LocalizedValidationError };
    expect(error.errorsIn('en')).toEqual({
      id: ['id must be a whole number from 1 to 2147483647.'],
      kind: ['kind must be one of 1, 2.'],
    });
    expect(error.errorsIn('fr').id).toEqual(['id doit être un nombre entier de 1 à 2147483647.']);
  });
});
