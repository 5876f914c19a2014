import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fieldErrorsOf, isStaleVersion, serverMessage } from './server-errors.js';
import { useToast } from './useToast.js';

type FieldErrors = Record<string, string[]>;

/**
 * A save refused because the row changed since it was read (409 `stale-version`), then
 * `reloading` and `reloaded` once the user asked for the current row.
 */
export interface Conflict {
  state: 'stale' | 'reloading' | 'reloaded';
  message: string;
}

/**
 * The one save flow of the dialogs (the schema form, users, roles, passwords): `saving` while
 * the call runs, the server's field errors (400) kept for the fields, a success toast and
 * `done()` when it worked, the server's message (or `failure`, a key or a text) as a toast when
 * it did not. A stale version (409) is no toast: `conflict` holds the message, the dialog stays
 * open with the user's input and offers `reload` (StaleNotice), which fetches the current row.
 */
export function useDialogSave(failure: string) {
  const toast = useToast();
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<Conflict | undefined>();

  /** `success` is a key or a text, or made once the call answered (a number the server gave). */
  const save = async (call: () => Promise<unknown>, success: string | (() => string), done: () => void) => {
    setSaving(true);
    setErrors({});
    try {
      await call();
      setConflict(undefined);
      toast.success(typeof success === 'function' ? success() : success);
      done();
    } catch (error) {
      if (isStaleVersion(error)) {
        setConflict({ state: 'stale', message: serverMessage(error) ?? translate('errors.staleVersion') });
      } else {
        setErrors(fieldErrorsOf(error) ?? {});
        toast.failure(error, failure);
      }
    } finally {
      setSaving(false);
    }
  };

  /** Fetches the current row through `load` (which puts it in the form); the notice then says so. */
  const reload = useCallback(
    async (load: () => Promise<void>) => {
      setConflict((c) => c && { ...c, state: 'reloading' });
      try {
        await load();
        setConflict({ state: 'reloaded', message: translate('form.reloaded') });
      } catch (error) {
        setConflict((c) => c && { ...c, state: 'stale' });
        toast.failure(error, 'errors.generic');
      }
    },
    [toast, translate],
  );

  const clearErrors = useCallback(() => setErrors({}), []);
  return { saving, errors, conflict, save, reload, clearErrors };
}
