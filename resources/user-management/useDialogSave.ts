import { useState } from 'react';
import { fieldErrorsOf } from '../../src/admin/generated/server-errors';
import { useToast } from './useToast';

type FieldErrors = Record<string, string[]>;

/**
 * The save of a user-management dialog: `saving` while the call runs, the server's field
 * errors (400) kept for the fields, a success toast and `done()` when it worked, the server's
 * message (or `failureKey`) as a toast when it did not.
 */
export function useDialogSave(failureKey: string) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = async (call: () => Promise<unknown>, successKey: string, done: () => void) => {
    setSaving(true);
    setErrors({});
    try {
      await call();
      toast.success(successKey);
      done();
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
      toast.failure(error, failureKey);
    } finally {
      setSaving(false);
    }
  };
  return { saving, errors, save };
}
