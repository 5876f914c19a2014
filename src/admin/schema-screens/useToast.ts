import { useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { endsSession, serverMessage } from './server-errors.js';

/**
 * Success and failure toasts of the lists and dialogs (the server's text first on failure).
 * A message is an i18n key (with its interpolation values) or an already-translated text
 * (e.g. a schema's `x-resource.text` message): a text that is no key is shown as it is.
 */
export function useToast() {
  const notify = useNotify();
  const translate = useTranslate();
  return useMemo(() => {
    const text = (keyOrText: string, args?: Record<string, unknown>) => translate(keyOrText, { _: keyOrText, ...args });
    const show = (message: string, type: 'success' | 'error') => notify(message, { type, messageArgs: { _: message } });
    return {
      success: (keyOrText: string, args?: Record<string, unknown>) => show(text(keyOrText, args), 'success'),
      failure: (error: unknown, fallback: string, args?: Record<string, unknown>) => {
        if (!endsSession(error)) show(serverMessage(error) ?? text(fallback, args), 'error');
      },
    };
  }, [notify, translate]);
}
