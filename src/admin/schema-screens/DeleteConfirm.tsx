import { useDataProvider, type RaRecord } from 'react-admin';
import { resourceMessage } from '@schema/messages.js';
import { definiteNoun, lowerNoun } from '@schema/nouns.js';
import type { EntitySchema } from '@schema/types.js';
import { rowName } from '../audit/audit-subjects.js';
import { DeleteRowConfirm } from '../primitives/DeleteRowConfirm.js';
import { useLang } from '../i18n/useLang.js';

interface Props {
  schema: EntitySchema;
  /** The row asked for deletion; the dialog is open while there is one. */
  row: RaRecord | undefined;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * "Delete the currency 'Euro'?" / "It goes to the Trash, from where it can be restored." (a schema
 * row is soft-deleted: its trash lists it), then the toast.
 */
export function DeleteConfirm({ schema, row, onClose, onDeleted }: Props) {
  const dataProvider = useDataProvider();
  const lang = useLang();
  const text = schema.resource.text[lang];
  return (
    <DeleteRowConfirm
      open={Boolean(row)}
      what={definiteNoun(text, lang)}
      one={lowerNoun(text.one)}
      name={row ? rowName(schema, row) : ''}
      run={() => dataProvider.delete(schema.resource.route, { id: row!.id, previousData: row })}
      success={resourceMessage(schema, 'deleted', lang)}
      failure={resourceMessage(schema, 'deleteFailed', lang)}
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
