/**
 * The forms' precompiled validators (GET /api/schemas/validators.js) validate exactly as RJSF's
 * compiling ajv8 validator did in the browser: same error objects for every entity's form, so
 * the same shared messages; and the module never compiles code at run time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, customizeValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formJsonSchema } from '@schema/form-schema.js';
import { LEGAL_FORMATS } from '@schema/formats.js';
import { loadSchemas } from '@schema/load-dir.js';
import { toFieldErrors } from '@schema/validate.js';
import type { EntitySchema, PropertySchema } from '@schema/types.js';
import { describedSchemas } from '@server/routes/meta.js';
import { validatorsModule } from '@server/routes/form-validators.js';

const served = describedSchemas(loadSchemas('schemas')).schemas;
const dir = mkdtempSync(join(tmpdir(), 'validators-'));
let code = '';
let functions: ValidatorFunctions;

beforeAll(async () => {
  code = await validatorsModule(served);
  const file = join(dir, 'validators.mjs');
  writeFileSync(file, code);
  functions = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: ValidatorFunctions }).default;
}, 30_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A value breaking each bound a property has (or its type when it has none). */
function badValues(prop: PropertySchema): unknown[] {
  const values: unknown[] = [];
  if (prop.type === 'string') {
    if (prop.minLength) values.push('x'.repeat(prop.minLength - 1));
    if (prop.maxLength) values.push('x'.repeat(prop.maxLength + 1));
    if (prop.format) values.push('not a valid value');
    if (prop.pattern || prop.enum) values.push('\u0000?');
    values.push(12);
  } else if (prop.type === 'integer' || prop.type === 'number') {
    if (prop.minimum !== undefined) values.push(prop.minimum - 1);
    if (prop.maximum !== undefined) values.push(prop.maximum + 1);
    values.push(1.5, 'seven');
  } else {
    values.push('yes');
  }
  return values;
}

/** Data sets for a form: empty, then the n-th bad value of every property at once. */
function samples(schema: EntitySchema): Record<string, unknown>[] {
  const bad = Object.entries(schema.properties).map(([name, prop]) => [name, badValues(prop)] as const);
  const rounds = Math.max(...bad.map(([, values]) => values.length));
  const sets: Record<string, unknown>[] = [{}];
  for (let i = 0; i < rounds; i++) {
    sets.push(
      Object.fromEntries(
        bad.filter(([, values]) => values[i] !== undefined).map(([name, values]) => [name, values[i]]),
      ),
    );
  }
  return sets;
}

describe('the precompiled form validators', () => {
  // The compiling validator with our formats, as the server compiles them (form-validators.ts).
  const compiling = customizeValidator({ customFormats: LEGAL_FORMATS });

  it.each(served.map((schema) => [schema.name, schema] as const))(
    'give the %s form the errors the compiling validator gave',
    (_name, schema) => {
      const jsonSchema = formJsonSchema(schema) as RJSFSchema;
      const precompiled = createPrecompiledValidator(functions, jsonSchema);
      for (const data of samples(schema)) {
        const expected = compiling.validateFormData(data, jsonSchema);
        const actual = precompiled.validateFormData(data, jsonSchema);
        expect(actual.errors.length).toBeGreaterThan(0);
        expect(actual.errors).toEqual(expected.errors);
        expect(actual.errorSchema).toEqual(expected.errorSchema);
      }
    },
  );

  it('say a short payment account title in the shared words, in en and fr', () => {
    const account = served.find((s) => s.name === 'payment-account')!;
    const jsonSchema = formJsonSchema(account) as RJSFSchema;
    const { errors } = createPrecompiledValidator(functions, jsonSchema).rawValidation<import('ajv').ErrorObject>(
      jsonSchema,
      { title: 'ab' },
    );
    expect(toFieldErrors(account, errors!, 'en').title).toEqual(['Title must be at least 3 characters long.']);
    expect(toFieldErrors(account, errors!, 'fr').title?.[0]).toMatch(/3/);
  });

  it('have one validator per form schema and no run-time code compilation', () => {
    for (const schema of served) {
      expect(() => createPrecompiledValidator(functions, formJsonSchema(schema) as RJSFSchema)).not.toThrow();
    }
    // Imported above as an ES module, where `require` does not exist: it is self-contained.
    expect(/new Function|\beval\(|\bFunction\(/.exec(code)?.[0]).toBeUndefined();
    expect(code.length).toBeLessThan(300_000);
  });
});
