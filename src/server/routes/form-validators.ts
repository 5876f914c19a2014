/**
 * The forms' validators, precompiled here so that the browser never compiles a schema. RJSF's
 * ajv8 validator would compile each form schema with `new Function` in the browser, which a CSP
 * without 'unsafe-eval' forbids; instead the server generates ajv's standalone code for every
 * entity's form schema (src/schema/form-schema.ts, derived from exactly what GET /api/schemas
 * serves), bundles it with its few ajv / ajv-formats run-time helpers into one ES module, and
 * the SPA builds RJSF's precompiled validator from it (`createPrecompiledValidator`,
 * src/admin/schema-screens/form-validator.ts). The module's default export maps RJSF's schema keys
 * (`hashForSchema`, which RJSF looks up) to validate functions.
 *
 * - GET /api/schemas/validators (authenticated, bearer) → `{"url": "/api/schemas/validators/<tag>.js"}`;
 * - GET /api/schemas/validators/<tag>.js (public) → the module; any other name → 404.
 * The SPA loads the module with `import()`, which sends no Authorization header, and the
 * `access-token` cookie cannot carry it: an administrator's token with many permissions is
 * beyond the 4 KB browsers allow a cookie (it is silently dropped). So the module's name is the
 * capability: the tag is a digest of the form schemas the module contains, handed out only to
 * signed-in callers; whoever can compute it already knows everything the module holds. No row
 * data is in it. The same schemas give the same tag in every server process.
 *
 * Compiled once per process on the first request (about 0.1 s for 20 schemas, 100 KB; start-up
 * stays free of it), then served from memory.
 */
import { createHash } from 'node:crypto';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
// RJSF's own ajv factory (same options and formats as its run-time validator, hence the same
// errors and messages); compileSchemaValidatorsCode takes one root schema, we have one per entity.
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { MULTIPLE_OF_PRECISION } from '@schema/ajv.js';
import { formJsonSchema } from '@schema/form-schema.js';
import { LEGAL_FORMATS } from '@schema/formats.js';
import type { EntitySchema } from '@schema/types.js';
import { notFound } from '../errors.js';
import { documented, problem } from '../http/schemas.js';
import { browserModule, SCHEMA_FORMATS_MODULE } from './browser-module.js';

// ajv's standalone ships CommonJS with a default export; under ESM interop it may arrive wrapped.
const standaloneCode =
  (standaloneCodeModule as unknown as { default?: typeof standaloneCodeModule }).default ?? standaloneCodeModule;

/** ajv's standalone CommonJS code of the form schemas, with every sub-schema RJSF may look up. */
export function validatorsCode(served: Pick<EntitySchema, 'required' | 'properties'>[]): string {
  const schemas: Record<string, RJSFSchema> = {};
  // Identical form schemas share one hash key (and one validator).
  for (const entity of served) Object.assign(schemas, schemaParser(formJsonSchema(entity) as RJSFSchema));
  // As compileSchemaValidatorsCode does: source code kept, lines for readable errors.
  const ajv = createAjvInstance(undefined, LEGAL_FORMATS, {
    // The format functions the code calls come from one module (ajv-formats' and ours:
    // src/schema/browser-formats.ts), which browserModule bundles in.
    code: { lines: true, source: true, formats: _`require(${SCHEMA_FORMATS_MODULE}).formats` },
    multipleOfPrecision: MULTIPLE_OF_PRECISION, // money's 0.01 as the server checks it
    schemas: Object.values(schemas),
  });
  return standaloneCode(ajv);
}

/** The code bundled into one self-contained ES module whose default export is the validators map. */
export function validatorsModule(served: Pick<EntitySchema, 'required' | 'properties'>[]): Promise<string> {
  return browserModule(validatorsCode(served), 'validators.cjs');
}

/** The module's name: a digest of the form schemas it validates (they are what it reveals). */
export function validatorsTag(served: Pick<EntitySchema, 'required' | 'properties'>[]): string {
  return createHash('sha256')
    .update(JSON.stringify(served.map((s) => formJsonSchema(s))))
    .digest('hex')
    .slice(0, 32);
}

/** `served`: the schemas exactly as GET /api/schemas answers them (the SPA hashes those). */
export function formValidatorRoutes(
  app: FastifyInstance,
  served: Pick<EntitySchema, 'required' | 'properties'>[],
): void {
  const file = `${validatorsTag(served)}.js`;
  const url = `/api/schemas/validators/${file}`;
  app.get(
    '/api/schemas/validators',
    {
      config: { permission: 'authenticated' },
      ...documented({
        tags: ['Meta'],
        summary: "The URL of the forms' validators module",
        response: {
          200: {
            type: 'object',
            properties: {
              url: {
                type: 'string',
                description: '`/api/schemas/validators/<tag>.js`, `<tag>` a digest of the form schemas',
              },
            },
            required: ['url'],
          },
        },
      }),
    },
    async () => ({ url }),
  );

  let module: Promise<string> | undefined;
  app.get(
    '/api/schemas/validators/:file',
    {
      config: { permission: 'public' },
      ...documented({
        tags: ['Meta'],
        summary: "The forms' validators: an ES module of precompiled ajv validate functions",
        description:
          'Public, loaded with `import()` (no bearer): its name, given only to signed-in callers, is the capability. ' +
          'Any other name answers 404.',
        params: {
          type: 'object',
          properties: { file: { type: 'string', pattern: '^[0-9a-f]{32}\\.js$', description: '`<tag>.js`' } },
          required: ['file'],
        },
        response: {
          200: { description: 'The module', content: { 'text/javascript': { schema: { type: 'string' } } } },
          404: problem("Not the current module's name."),
        },
      }),
    },
    async (request, reply) => {
      if ((request.params as { file?: string }).file?.toLowerCase() !== file) throw notFound();
      module ??= validatorsModule(served).catch((error: unknown) => {
        module = undefined; // a failed build is retried by the next request
        throw error;
      });
      return reply.type('text/javascript; charset=utf-8').send(await module);
    },
  );
}
