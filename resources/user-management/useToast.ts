import { useNotify, useTranslate } from 'react-admin';
import { endsSession, serverMessage } from '../../src/admin/generated/server-errors';

/** Success and failure toasts of the user-management screens (the server's text first on failure). */
export function useToast() {
  const notify = useNotify();
  const translate = useTranslate();
  return {
    success: (key: string) => {
      const message = translate(key);
      notify(message, { type: 'success', messageArgs: { _: message } });
    },
    failure: (error: unknown, fallbackKey: string) => {
      if (endsSession(error)) return;
      const message = serverMessage(error) ?? translate(fallbackKey);
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
  };
}
