/**
 * RJSF's validation errors in the project's words: the property each error is about, and its
 * message in the shared wording ("Title must be at least 3 characters long.", the server's).
 */
import type { RJSFValidationError } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
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
