import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useToast } from './useToast.js';

export interface ActionConfirmProps {
  /** Open while true. */
  open: boolean;
  /** i18n keys (or texts) of the question, its explanation and the confirming button. */
  title: string;
  content: string;
  confirm: string;
  confirmColor?: 'primary' | 'warning';
  /** Values for the texts' %{placeholders}. */
  translateOptions?: Record<string, unknown>;
  /** The call made on confirmation. */
  run: () => Promise<unknown>;
  /** Toast texts (keys or texts) when it worked and when it did not (the server's message first). */
  success: string;
  failure: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The confirmation of a row action (delete, restore): the question, then the call, then the
 * toast; on failure the server's message and the dialog closes.
 */
export function ActionConfirm({
  open,
  title,
  content,
  confirm,
  confirmColor = 'warning',
  translateOptions,
  run,
  success,
  failure,
  onClose,
  onDone,
}: ActionConfirmProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const confirmed = async () => {
    setBusy(true);
    try {
      await run();
      toast.success(success);
      onDone();
    } catch (error) {
      toast.failure(error, failure);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Confirm
      isOpen={open}
      loading={busy}
      title={title}
      content={content}
      confirm={confirm}
      cancel="confirm.cancel"
      confirmColor={confirmColor}
      titleTranslateOptions={translateOptions}
      contentTranslateOptions={translateOptions}
      onConfirm={confirmed}
      onClose={onClose}
    />
  );
}
