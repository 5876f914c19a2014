import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OutboxMail, OutboxSummary } from '@domain/outbox';
import { failureText, useToast } from '@admin/primitives/useToast';
import { outboxApi } from './outbox-api';
import { whyNotSent } from './OutboxStatus';

/**
 * The Resend action of the list and the mail dialog: one try now, then a toast that says
 * whether the mail left ('The mail to x@y was sent.') or why not; `onDone` gets the mail as it
 * is after the try (the list reloads, the dialog shows it).
 */
export function useResend(onDone: (mail: OutboxMail) => void) {
  const translate = useTranslate();
  const toast = useToast();
  const [busy, setBusy] = useState<number | undefined>();
  const resend = async (mail: Pick<OutboxSummary, 'id' | 'recipient'>) => {
    setBusy(mail.id);
    try {
      const after = await outboxApi.resend(mail.id);
      const args = { recipient: after.recipient };
      if (after.status === 'sent') toast.success('outbox.resent', args);
      else toast.failure(undefined, failureText(translate('outbox.notResent', args), whyNotSent(after, translate)));
      onDone(after);
    } catch (error) {
      toast.failure(error, 'outbox.resendFailed');
    } finally {
      setBusy(undefined);
    }
  };
  return { resend, busy };
}
