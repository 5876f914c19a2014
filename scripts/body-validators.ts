/**
 * Precompiled validators of the domain's body schemas for bespoke forms (the wizard's request,
 * an invoice row, a payment), made when the SPA is built: ajv's standalone code bundled
 * with its run-time helpers into one ES module, since the browser never compiles a schema (the
 * CSP has no 'unsafe-eval'). A form imports `virtual:body-validator/<name>`; its default export
 * is ajv's validate function with `.errors` (all errors, so every field is marked at once).
 * Add a body by adding a line to BODIES.
 */
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { invoiceRowBodySchema } from '../src/domain/finance/invoice-schema.js';
import { paymentBodySchema } from '../src/domain/finance/payment-schema.js';
import { requestBodySchema } from '../src/domain/reservations/request-schema.js';
import { createAjv } from '../src/schema/ajv.js';
import { browserModule } from '../src/server/routes/browser-module.js';

// ajv's standalone ships CommonJS with a default export; under ESM interop it may arrive wrapped.
const standaloneCode =
  (standaloneCodeModule as unknown as { default?: typeof standaloneCodeModule }).default ?? standaloneCodeModule;

/** The bodies a form may check, by the name it imports them under. */
const BODIES: Record<string, object> = {
  'request-body': requestBodySchema,
  'payment-body': paymentBodySchema,
  'invoice-row-body': invoiceRowBodySchema,
};

const PREFIX = 'virtual:body-validator/';

/** The module's code: `export default validate`. */
export async function bodyValidatorModule(name: string): Promise<string> {
  const schema = BODIES[name];
  if (!schema) throw new Error(`${PREFIX}${name}: no such body (scripts/body-validators.ts BODIES)`);
  const ajv = createAjv({ allErrors: true, strict: false, code: { source: true } });
  const code = standaloneCode(ajv, ajv.compile(schema));
  return browserModule(code, `${name}-validator.cjs`);
}

export function bodyValidators(): Plugin {
  return {
    name: 'body-validators',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load: (id) => (id.startsWith(`\0${PREFIX}`) ? bodyValidatorModule(id.slice(PREFIX.length + 1)) : undefined),
  };
}
