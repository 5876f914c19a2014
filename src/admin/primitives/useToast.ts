import { useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { endsSession, serverMessage } from './server-errors.js';

/**
 * The failure toast: the screen's own sentence for what failed ("Failed to delete payment
 * account."), then the server's reason when it gave one ("It is used by 3 payment accounts.").
 */
export function failureText(fallback: string, reason: string | undefined): string {
  if (!reason || reason === fallback) return fallback;
  const sentence = /[.!?]$/.test(fallback.trim()) ? fallback.trim() : `${fallback.trim()}.`;
  return `${sentence} ${reason}`;
}

type ToastType = 'success' | 'warning' | 'info' | 'error';

/** A toast a result decides: its text (an i18n key or a text), the key's values, its tone (success by default). */
export interface ToastText {
  message: string;
  args?: Record<string, unknown>;
  type?: Exclude<ToastType, 'error'>;
}

/**
 * Success and failure toasts of the lists and dialogs (shown top right for 3000 ms by the
 * shell's notification, ShellOverlays). A message is an i18n key (with its interpolation
 * values) or an already-translated text (e.g. a schema's `x-resource.text` message): a text
 * that is no key is shown as it is. 401/403 show nothing here: the shell ends the session.
 * @example
 * const toast = useToast();
 * toast.success('userManagement.users.deletedOk');
 * toast.failure(error, resourceMessage(schema, 'deleteFailed', lang)); // "Failed to delete country. It is used by 2 cities."
 */
export function useToast() {
  const notify = useNotify();
  const translate = useTranslate();
  return useMemo(() => {
    const text = (keyOrText: string, args?: Record<string, unknown>) => translate(keyOrText, { _: keyOrText, ...args });
    const show = (message: string, type: ToastType) => notify(message, { type, messageArgs: { _: message } });
    return {
      success: (keyOrText: string, args?: Record<string, unknown>) => show(text(keyOrText, args), 'success'),
      /** A toast of the tone given: a result that decides its own (a mail that waits in the Outbox: a warning). */
      show: (toast: ToastText) => show(text(toast.message, toast.args), toast.type ?? 'success'),
      failure: (error: unknown, fallback: string, args?: Record<string, unknown>) => {
        if (!endsSession(error)) show(failureText(text(fallback, args), serverMessage(error)), 'error');
      },
    };
  }, [notify, translate]);
}
