/**
 * RJSF's validation errors in the project's words: the property each error is about, and its
 * message in the shared wording ("Title must be at least 3 characters long.", the server's);
 * and the rules between fields as RJSF's `customValidate`.
 */
import type { CustomValidator, RJSFValidationError } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { useCallback, type RefObject } from 'react';
import { crossFieldErrors } from '@schema/cross-field.js';
import type { EntitySchema, Lang } from '@schema/types.js';
import { toFieldErrors } from '@schema/validate.js';

export function propertyOfError(error: RJSFValidationError): string {
  const missing = error.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  return (error.property ?? '').replace(/^\./, '').split('.')[0];
}

/** One RJSF error in the shared wording, e.g. "Title must be at least 3 characters long.". */
export function sharedMessage(schema: EntitySchema, error: RJSFValidationError, lang: Lang): string {
  const property = propertyOfError(error);
  const ajvError = {
    keyword: error.name ?? 'type',
    params: error.params ?? {},
    instancePath: `/${property}`,
    schemaPath: error.schemaPath ?? '',
  } as ErrorObject;
  return toFieldErrors(schema, [ajvError], lang)[property]?.[0] ?? error.message ?? '';
}

/**
 * RJSF's `customValidate` for the rules between fields (`x-matches-siren`: a VAT number that must
 * carry the SIREN), in the server's words (src/schema/cross-field.ts), shown once the field is
 * touched like every other error; `touched` is SchemaForm's ref ('all' after a Save).
 */
export function useCrossFieldValidate(
  schema: EntitySchema,
  lang: Lang,
  touched: RefObject<Set<string> | 'all'>,
): CustomValidator<Record<string, unknown>> {
  return useCallback(
    (data, errors) => {
      for (const [name, messages] of Object.entries(crossFieldErrors(schema, data ?? {}, lang))) {
        if (touched.current !== 'all' && !touched.current.has(name)) continue;
        messages.forEach((message) => errors[name]?.addError(message));
      }
      return errors;
    },
    [schema, lang, touched],
  );
}
