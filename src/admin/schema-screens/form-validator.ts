/**
 * The validator of a form, precompiled on the server: RJSF's ajv8 validator would compile each
 * schema with `new Function` in the browser, which our CSP forbids (script-src 'self', no
 * 'unsafe-eval'). The server serves every form schema's validate function as one ES module
 * (its URL from GET /api/schemas/validators; src/server/routes/form-validators.ts), loaded with
 * the first form; RJSF's precompiled validator looks a schema's function up by the schema's hash, so the
 * form must validate against `formJsonSchema` of the served schema, as the server compiled it.
 * Same ajv options and error objects as before, hence the same shared messages.
 *
 * Tests in jsdom (no CSP) may provide another source through FormValidatorContext.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The precompiled validator alone: no ajv compiler in the SPA's bundle for the forms.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { createContext, useContext, useEffect, useState } from 'react';
import { apiUrl, fetchJson } from '../http.js';
import type { FormContext } from './widgets/form-context.js';

type Data = Record<string, unknown>;

export type FormValidator = ValidatorType<Data, RJSFSchema, FormContext>;

/** Gives the validator of a form's JSON Schema (`formJsonSchema` of a served schema). */
export type FormValidatorSource = (schema: RJSFSchema) => Promise<FormValidator>;

let functions: Promise<ValidatorFunctions> | undefined;
let attempt = 0;

/**
 * The served module, once per page. Its URL comes from an authenticated call (the module's
 * name is the capability: `import()` sends no bearer, and a large token does not fit in the
 * cookie). The browser remembers a failed module URL, so a retry asks for another URL.
 */
async function importFunctions(): Promise<ValidatorFunctions> {
  const { body } = await fetchJson<{ url: string }>('/schemas/validators');
  const url = apiUrl(attempt ? `${body.url}?attempt=${attempt}` : body.url);
  const module = (await import(/* @vite-ignore */ url)) as { default: ValidatorFunctions };
  return module.default;
}

function loadFunctions(): Promise<ValidatorFunctions> {
  functions ??= importFunctions().catch((error: unknown) => {
    functions = undefined;
    attempt += 1;
    throw error;
  });
  return functions;
}

const precompiled = (fns: ValidatorFunctions, schema: RJSFSchema) =>
  createPrecompiledValidator<Data, RJSFSchema, FormContext>(fns, schema);

/**
 * The production source: the server's precompiled functions. A schema the loaded module does
 * not know (the schemas changed since, and the user signed in again) loads the new module once.
 */
export const precompiledValidators: FormValidatorSource = async (schema) => {
  const loaded = await loadFunctions();
  try {
    return precompiled(loaded, schema);
  } catch {
    functions = undefined;
    return precompiled(await loadFunctions(), schema);
  }
};

export const FormValidatorContext = createContext<FormValidatorSource>(precompiledValidators);

export type FormValidatorState =
  { status: 'loading' } | { status: 'ready'; validator: FormValidator } | { status: 'error' };

/** The validator of `schema` (memoised by the caller), loading it when needed. */
export function useFormValidator(schema: RJSFSchema): FormValidatorState {
  const source = useContext(FormValidatorContext);
  const [state, setState] = useState<{ schema: RJSFSchema; value: FormValidatorState } | undefined>();
  useEffect(() => {
    let live = true;
    source(schema)
      .then((validator) => live && setState({ schema, value: { status: 'ready', validator } }))
      .catch(() => live && setState({ schema, value: { status: 'error' } }));
    return () => {
      live = false;
    };
  }, [source, schema]);
  return state?.schema === schema ? state.value : { status: 'loading' };
}
