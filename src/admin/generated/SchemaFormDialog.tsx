import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { resourceMessage } from '../../schema/messages.js';
import type { EntitySchema } from '../../schema/types.js';
import { toBody, toFormData } from './form-model.js';
import { endsSession, fieldErrorsOf, serverMessage } from './server-errors.js';
import { useLang } from './useLang.js';

/** RJSF, ajv and the widgets load with the first form opened, not with the list. */
const SchemaForm = lazy(() => import('./SchemaForm.js'));

interface Props {
  schema: EntitySchema;
  /** The row to edit; none for a new one. */
  row?: RaRecord;
  onClose: () => void;
  onSaved: () => void;
}

function Loading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

/**
 * The one modal of add and edit, titled with the singular label: a blank form for a new row,
 * the same form prefilled (from getOne) for an existing one. Saving creates or updates, then
 * the toast; a 400 puts the server's messages under the fields.
 */
export function SchemaFormDialog({ schema, row, onClose, onSaved }: Props) {
  const lang = useLang();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const titleId = useId();
  const route = schema.resource.route;
  const isNew = !row;
  const [initial, setInitial] = useState<Record<string, unknown> | undefined>(() => (isNew ? {} : undefined));
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!row) return undefined;
    let live = true;
    dataProvider.getOne(route, { id: row.id })
      .then(({ data }) => live && setInitial(toFormData(schema, data)))
      .catch(() => live && setInitial(toFormData(schema, row)));
    return () => {
      live = false;
    };
  }, [dataProvider, route, schema, row]);

  const save = async (formData: Record<string, unknown>) => {
    setSaving(true);
    setServerErrors(undefined);
    const data = toBody(schema, formData);
    try {
      if (row) await dataProvider.update(route, { id: row.id, data, previousData: row });
      else await dataProvider.create(route, { data });
      const message = resourceMessage(schema, row ? 'updated' : 'created', lang);
      notify(message, { type: 'success', messageArgs: { _: message } });
      onSaved();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      const message = serverMessage(error) ?? resourceMessage(schema, row ? 'updateFailed' : 'createFailed', lang);
      if (!endsSession(error)) notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>{schema.resource.text[lang].one}</DialogTitle>
      <IconButton aria-label={translate('form.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {initial ? (
        <Suspense fallback={<Loading />}>
          <SchemaForm
            schema={schema}
            lang={lang}
            initial={initial}
            isNew={isNew}
            rowId={row?.id}
            serverErrors={serverErrors}
            saving={saving}
            onSubmit={save}
            onCancel={onClose}
            onSaveClick={() => setServerErrors(undefined)}
          />
        </Suspense>
      ) : <Loading />}
    </Dialog>
  );
}
