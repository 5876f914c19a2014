/**
 * Body readers compile their schema on first use, and compileBodyReaders compiles the rest (the
 * server calls it once it listens): a schema ajv refuses stops the server then rather than at the
 * first request, and a reader works the same before and after.
 */
import { describe, expect, it } from 'vitest';
import { compileBodyReaders, schemaBodyReader } from '@server/http/body.js';
import { FieldProblems } from '@server/http/problems.js';
import { ValidationError } from '@server/errors.js';

class Problems extends FieldProblems<[keyword: string]> {
  constructor() {
    super('en', (_lang, field, keyword) => `${field}: ${keyword}`);
  }
}
const reading = {
  problems: () => new Problems(),
  report: (p: Problems, problem: { path: string; keyword: string }) => p.add(problem.path, problem.keyword),
};
const schema = {
  type: 'object',
  properties: { title: { type: 'string', minLength: 1 } },
  required: ['title'],
  additionalProperties: false,
};

describe('body readers', () => {
  it('read before and after compileBodyReaders: the valid body, unknown keys dropped, or a 400 by field', () => {
    const read = schemaBodyReader<{ title: string }, Problems>(schema, reading);
    expect(read({ title: 'Hotel', extra: 1 }, 'en')).toEqual({ title: 'Hotel' });
    compileBodyReaders();
    const later = schemaBodyReader<{ title: string }, Problems>(schema, reading);
    compileBodyReaders();
    expect(later({ title: 'Spa' }, 'en')).toEqual({ title: 'Spa' });
    try {
      later({}, 'en');
      expect.unreachable('a body without its title was read');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors).toEqual({ title: ['title: required'] });
    }
  });

  it('makes a schema ajv refuses fail at compileBodyReaders, before any request uses it', () => {
    schemaBodyReader({ type: 'object', properties: { n: { type: 'integer', minimun: 1 } } }, reading);
    expect(() => compileBodyReaders()).toThrow(/minimun/);
  });
});
