/**
 * The legal-identity formats and the VAT/SIREN rule as schemas use them: the server's validation
 * (validateEntity: the 400's messages, en and fr) and the forms' precompiled validators module
 * (its standalone code calls the same checks), so a form refuses what the API refuses.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossFieldErrors } from '@schema/cross-field.js';
import { formJsonSchema } from '@schema/form-schema.js';
import { loadSchemas } from '@schema/load-dir.js';
import { normalizeSchema } from '@schema/normalize.js';
import { toFieldErrors, validateEntity } from '@schema/validate.js';
import { describedSchemas } from '@server/routes/meta.js';
import { validatorsModule } from '@server/routes/form-validators.js';

const served = describedSchemas(loadSchemas('schemas')).schemas;
const agency = served.find((s) => s.name === 'agency')!;
const account = served.find((s) => s.name === 'payment-account')!;
const dir = mkdtempSync(join(tmpdir(), 'legal-formats-'));
let functions: ValidatorFunctions;

beforeAll(async () => {
  const file = join(dir, 'validators.mjs');
  writeFileSync(file, await validatorsModule(served));
  functions = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: ValidatorFunctions }).default;
}, 30_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The form's errors by property, in the shared words, as SchemaForm shows them. */
function formErrors(schema: typeof agency, data: Record<string, unknown>) {
  const jsonSchema = formJsonSchema(schema) as RJSFSchema;
  const { errors } = createPrecompiledValidator(functions, jsonSchema).rawValidation<ErrorObject>(jsonSchema, data);
  return toFieldErrors(schema, errors ?? [], 'en');
}

describe('the forms precompiled validators', () => {
  it('refuse an invalid SIREN, SIRET and VAT number with the messages the API answers', () => {
    expect(formErrors(agency, { title: 'Agency', siren: '928765436', siret: '1', vatNumber: 'FR00928765437' })).toEqual(
      {
        siren: ['SIREN must be 9 digits with a valid check digit.'],
        siret: ['SIRET must be 14 digits with a valid check digit.'],
        vatNumber: ['VAT Number must be a valid intra-EU VAT number (e.g. FR44732829320).'],
      },
    );
  });

  it('accept valid identifiers typed with spaces', () => {
    const data = { title: 'Agency', siren: '928 765 437', siret: '928 765 437 00019', vatNumber: 'FR35 928765437' };
    expect(formErrors(agency, data)).toEqual({});
  });

  it('refuse an IBAN with a wrong key and accept a right one', () => {
    expect(formErrors(account, { title: 'Bank', infraTypeId: 1, iban: 'GB82WEST12345698765433' }).iban).toEqual([
      'IBAN must be a valid IBAN (country code, check digits, account number).',
    ]);
    expect(formErrors(account, { title: 'Bank', infraTypeId: 1, iban: 'GB82 WEST 1234 5698 7654 32' })).toEqual({});
  });
});

describe('the VAT number that must carry the SIREN', () => {
  it('answers its message on the VAT number, in en and fr, on the server', () => {
    const body = { title: 'Agency', siren: '928765437', vatNumber: 'FR65912345675' };
    expect(validateEntity(agency, body, 'en').errors).toEqual({ vatNumber: ['VAT Number does not match the SIREN.'] });
    expect(validateEntity(agency, body, 'fr').errors).toEqual({
      vatNumber: ['Le champ « N° de TVA intracommunautaire » ne correspond pas au SIREN.'],
    });
  });

  it('holds when the VAT number is the SIREN one, or when either is missing or invalid on its own', () => {
    expect(crossFieldErrors(agency, { siren: '928765437', vatNumber: 'FR35928765437' }, 'en')).toEqual({});
    expect(crossFieldErrors(agency, { vatNumber: 'FR65912345675' }, 'en')).toEqual({});
    expect(crossFieldErrors(agency, { siren: '928765436', vatNumber: 'FR65912345675' }, 'en')).toEqual({});
  });
});

describe('a schema file declaring the rule', () => {
  const raw = () =>
    JSON.parse(readFileSync('schemas/agency-management/agency.json', 'utf8')) as {
      properties: Record<string, Record<string, unknown>>;
    };
  const file = 'schemas/agency-management/agency.json';

  it('is refused at start-up when the rule is not on a VAT number, or names no SIREN property', () => {
    const onText = raw();
    delete onText.properties.vatNumber.format;
    expect(() => normalizeSchema(onText, file)).toThrow(/vatNumber\.x-matches-siren.*"format": "eu-vat"/);
    const noSiren = raw();
    noSiren.properties.vatNumber['x-matches-siren'] = 'siret';
    expect(() => normalizeSchema(noSiren, file)).toThrow(/"siret" is not a property with "format": "siren"/);
    expect(() => normalizeSchema(raw(), file)).not.toThrow();
  });
});
