import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { resourceMessage } from '@schema/messages.js';
import type { EntitySchema } from '@schema/types.js';
import { schemaSubject } from '../audit/audit-subjects.js';
import { useUnsavedValues, type Submitted } from '../audit/useUnsavedValues.js';
import { toBody, toFormData } from './form-model.js';
import { Modal } from '../primitives/Modal.js';
import { StaleNotice } from '../primitives/StaleNotice.js';
import { useDialogSave } from '../primitives/useDialogSave.js';
import { useLang } from '../i18n/useLang.js';

/** RJSF, ajv and the widgets load with the first form opened, not with the list. */
const SchemaForm = lazy(() => import('./SchemaForm.js'));

type Data = Record<string, unknown>;

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
 * the same form prefilled (from getOne) for an existing one. Saving creates or updates (with
 * the `version` read, so a save over someone else's change is refused), then the toast; a 400
 * puts the server's messages under the fields; a stale version keeps the input and offers to
 * reload the current row (StaleNotice).
 */
export function SchemaFormDialog({ schema, row, onClose, onSaved }: Props) {
  const lang = useLang();
  const dataProvider = useDataProvider();
  const route = schema.resource.route;
  const isNew = !row;
  /** The row as read (getOne), whose `version` the update sends. */
  const [record, setRecord] = useState<RaRecord | undefined>(row);
  const [initial, setInitial] = useState<Data | undefined>(() => (isNew ? {} : undefined));
  /** Remounts the form with the reloaded row. */
  const [formKey, setFormKey] = useState(0);
  const [submitted, setSubmitted] = useState<Submitted | undefined>();
  const flow = useDialogSave(resourceMessage(schema, row ? 'updateFailed' : 'createFailed', lang));
  const translate = useTranslate();
  const subject = useMemo(() => schemaSubject(schema, lang, translate), [schema, lang, translate]);
  const writable = Object.keys(schema.properties).filter((name) => !schema.properties[name].readOnly);
  const unsaved = useUnsavedValues(subject, flow.conflict?.state === 'reloaded' ? submitted : undefined, writable);

  useEffect(() => {
    if (!row) return undefined;
    let live = true;
    dataProvider
      .getOne(route, { id: row.id })
      .then(({ data }) => {
        if (!live) return;
        setRecord(data);
        setInitial(toFormData(schema, data));
      })
      .catch(() => live && setInitial(toFormData(schema, row)));
    return () => {
      live = false;
    };
  }, [dataProvider, route, schema, row]);

  const submit = (formData: Data) => {
    setSubmitted({ read: initial ?? {}, mine: formData });
    const data = toBody(schema, formData);
    void flow.save(
      () =>
        row
          ? dataProvider.update(route, { id: row.id, data, previousData: record ?? row })
          : dataProvider.create(route, { data }),
      resourceMessage(schema, row ? 'updated' : 'created', lang),
      onSaved,
    );
  };

  const reloadRow = () =>
    row &&
    flow.reload(async () => {
      const { data } = await dataProvider.getOne(route, { id: row.id });
      setRecord(data);
      setInitial(toFormData(schema, data));
      setFormKey((k) => k + 1);
    });

  return (
    <Modal title={schema.resource.text[lang].one} size="lg" onClose={onClose}>
      {flow.conflict && (
        <Box sx={{ px: 3 }}>
          <StaleNotice conflict={flow.conflict} onReload={reloadRow} unsaved={unsaved} />
        </Box>
      )}
      {initial ? (
        <Suspense fallback={<Loading />}>
          <SchemaForm
            key={formKey}
            schema={schema}
            lang={lang}
            initial={initial}
            isNew={isNew}
            rowId={row?.id}
            serverErrors={flow.errors}
            saving={flow.saving}
            onSubmit={submit}
            onCancel={onClose}
            onSaveClick={flow.clearErrors}
          />
        </Suspense>
      ) : (
        <Loading />
      )}
    </Modal>
  );
}
