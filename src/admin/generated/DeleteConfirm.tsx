import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { resourceMessage } from '../../schema/messages.js';
import type { EntitySchema } from '../../schema/types.js';
import { endsSession, serverMessage } from './server-errors.js';
import { useLang } from './useLang.js';

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
  const notify = useNotify();
  const lang = useLang();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!row) return;
    setBusy(true);
    try {
      await dataProvider.delete(schema.resource.route, { id: row.id, previousData: row });
      const message = resourceMessage(schema, 'deleted', lang);
      notify(message, { type: 'success', messageArgs: { _: message } });
      onDeleted();
    } catch (error) {
      const message = serverMessage(error) ?? resourceMessage(schema, 'deleteFailed', lang);
      if (!endsSession(error)) notify(message, { type: 'error', messageArgs: { _: message } });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Confirm
      isOpen={Boolean(row)}
      loading={busy}
      title="confirm.title"
      content="confirm.text"
      confirm="confirm.yes"
      cancel="confirm.cancel"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
