import { useState } from 'react';
import { HttpError } from '../../http';

export type FieldErrors = Record<string, string>;

/**
 * The errors a form shows: by field (a 400's `errors`, first message each, under its field) or
 * one general message (anything else: 401, 429, network), from fetchJson's HttpError.
 */
export function useFormErrors() {
  const [fields, setFields] = useState<FieldErrors>({});
  const [general, setGeneral] = useState('');
  return {
    fields,
    general,
    clear() {
      setFields({});
      setGeneral('');
    },
    /** Shows client-side messages by field. */
    setFields,
    /** Shows what the server refused. `known`: the fields the form shows (others go to the general message). */
    show(error: unknown, known: string[]) {
      const byField = error instanceof HttpError && error.status === 400 ? error.body?.errors : undefined;
      const shown: FieldErrors = {};
      const rest: string[] = [];
      for (const [field, messages] of Object.entries(byField ?? {})) {
        const text = Array.isArray(messages) ? messages.join(' ') : String(messages);
        if (known.includes(field)) shown[field] = text;
        else rest.push(text);
      }
      setFields(shown);
      const message = error instanceof Error ? error.message : String(error);
      setGeneral(byField ? rest.join(' ') : message);
    },
  };
}
