import { useDataProvider, type RaRecord } from 'react-admin';
import { resourceMessage } from '@schema/messages.js';
import type { EntitySchema } from '@schema/types.js';
import { ActionConfirm } from '../primitives/ActionConfirm.js';
import { useLang } from '../i18n/useLang.js';

interface Props {
  schema: EntitySchema;
  /** The row asked for deletion; the dialog is open while there is one. */
  row: RaRecord | undefined;
  onClose: () => void;
  onDeleted: () => void;
}

/** "Are you sure?" / "You won't be able to revert this!" / "Yes, delete it!" / "Cancel", then the toast. */
export function DeleteConfirm({ schema, row, onClose, onDeleted }: Props) {
  const dataProvider = useDataProvider();
  const lang = useLang();
  return (
    <ActionConfirm
      open={Boolean(row)}
      title="confirm.title"
      content="confirm.text"
      confirm="confirm.yes"
      run={() => dataProvider.delete(schema.resource.route, { id: row!.id, previousData: row })}
      success={resourceMessage(schema, 'deleted', lang)}
      failure={resourceMessage(schema, 'deleteFailed', lang)}
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
