import { useRef } from 'react';
import { ActionConfirm } from './ActionConfirm.js';

export interface DeleteRowConfirmProps {
  open: boolean;
  /**
   * The kind of row with its article, in the UI language: "the currency", "la devise",
   * "le fichier" (nouns.ts `definiteNoun` for a schema). Without it (a French noun whose gender
   * the schema does not give) `one` names the kind after the row instead.
   */
  what?: string;
  /** The kind of row alone ("Devise"), used when `what` is missing. */
  one?: string;
  /** The row's own name: its title, a file name, a person's name. */
  name: string;
  /**
   * Deleted for good (a file, a user, a role): the dialog says it cannot be undone. Otherwise
   * the row goes to the Trash, and the dialog says it can be restored from there.
   */
  final?: boolean;
  run: () => Promise<unknown>;
  success: string;
  failure: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The delete confirmation of every list, generated or bespoke: "Delete the currency 'Euro'?",
 * where it goes ("It goes to the Trash, from where it can be restored." or, when `final`,
 * "You won't be able to revert this!"), "Yes, delete it!" and Cancel.
 */
export function DeleteRowConfirm({ what, one, name, final = false, ...action }: DeleteRowConfirmProps) {
  // The dialog fades out once the row is gone: it keeps naming the row meanwhile.
  const shown = useRef({ what, one, name });
  if (action.open) shown.current = { what, one, name };
  return (
    <ActionConfirm
      {...action}
      title={shown.current.what ? 'confirm.deleteTitle' : 'confirm.deleteTitleOf'}
      content={final ? 'confirm.final' : 'confirm.toTrash'}
      confirm="confirm.yes"
      translateOptions={{ ...shown.current, one: shown.current.one ?? '' }}
    />
  );
}
