import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { resourceMessage } from '@schema/messages.js';
import type { EntitySchema } from '@schema/types.js';
import { schemaSubject } from '../audit/audit-subjects.js';
import { useUnsavedValues, type Submitted } from '../audit/useUnsavedValues.js';
import { setBranding } from '../branding/branding-store.js';
import { TENANT_CURRENCY_KEY } from '../tenant-currency.js';
import type { SchemaDataProvider } from '../data-provider.js';
import { useCan } from '../session/useCan.js';
import { binaryFields, groupsOf, publicFieldsOf, secretFields, secretSetFlag } from './form-annotations.js';
import { toBody, toFormData } from './form-model.js';
import { StaleNotice } from '../primitives/StaleNotice.js';
import { useDialogSave } from '../primitives/useDialogSave.js';
import { SchemaPanels } from './schema-panels.js';
import { useFragmentTab } from './useFragmentTab.js';
import { useLang } from '../i18n/useLang.js';

/** RJSF, ajv and the widgets load with the page, not with the shell. */
const SchemaForm = lazy(() => import('./SchemaForm.js'));

type Row = Record<string, unknown>;

/** A settings row is an object; anything else (empty, a list, text) cannot be edited. */
const asRow = (data: unknown): Row | undefined =>
  data && typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length ? (data as Row) : undefined;

function Loading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

/**
 * The page of a single-row resource (`x-resource.singleton`), at its route: its form, read
 * from `GET {api}/get`, tabs by `x-resource.groups` kept in the URL fragment, Save Information
 * (with the add permission) → `POST {api}/save` with the version read, and Cancel, which puts
 * back the last saved values. The toasts are the schema's `updated` / `updateFailed` texts; a
 * stale version keeps the input and offers Reload. A singleton with a public part
 * (`x-resource.public`, the branding) hands its saved public fields to `setBranding`, so every
 * open screen takes them at once.
 */
export function SingletonPage({ schema }: { schema: EntitySchema }) {
  const lang = useLang();
  const translate = useTranslate();
  const dataProvider = useDataProvider<SchemaDataProvider>();
  const route = schema.resource.route;
  const canSave = useCan(schema.resource.permissions.add);
  const groups = useMemo(() => groupsOf(schema), [schema]);
  const [tab, showTab] = useFragmentTab(groups);
  /** The modules' panels of this page (the e-invoicing readiness on the tenancy settings). */
  const panels = useContext(SchemaPanels)[schema.name] ?? [];
  /** The row as last read or saved; null when the answer was no settings. */
  const [row, setRow] = useState<Row | null | undefined>();
  /** Remounts the form: with the saved row, after Cancel, after Reload. */
  const [formKey, setFormKey] = useState(0);
  const [submitted, setSubmitted] = useState<Submitted | undefined>();
  const flow = useDialogSave(resourceMessage(schema, 'updateFailed', lang));
  const queryClient = useQueryClient();
  const subject = useMemo(() => schemaSubject(schema, lang, translate), [schema, lang, translate]);
  const hidden = useMemo(() => new Set([...binaryFields(schema), ...secretFields(schema)]), [schema]);
  const writable = Object.keys(schema.properties).filter(
    (name) => !schema.properties[name].readOnly && !hidden.has(name),
  );
  const unsaved = useUnsavedValues(subject, flow.conflict?.state === 'reloaded' ? submitted : undefined, writable);

  const read = useCallback(async () => {
    const { data } = await dataProvider.getSingleton(route);
    setRow(asRow(data) ?? null);
    setFormKey((k) => k + 1);
  }, [dataProvider, route]);

  useEffect(() => {
    read().catch(() => setRow(null));
  }, [read]);

  const initial = useMemo(() => toFormData(schema, row ?? undefined), [schema, row]);
  const secretsSet = useMemo(
    () => Object.fromEntries(secretFields(schema).map((name) => [name, row?.[secretSetFlag(name)] === true])),
    [schema, row],
  );

  const submit = (formData: Row) => {
    setSubmitted({ read: initial, mine: formData });
    const body = { ...toBody(schema, formData), ...(typeof row?.version === 'number' ? { version: row.version } : {}) };
    let saved: Row | undefined;
    void flow.save(
      async () => {
        const { data } = await dataProvider.saveSingleton(route, { data: body });
        saved = asRow(data);
      },
      resourceMessage(schema, 'updated', lang),
      () => {
        if (!saved) return;
        setRow(saved);
        setFormKey((k) => k + 1);
        const publicFields = publicFieldsOf(schema);
        if (publicFields.length)
          setBranding(Object.fromEntries(publicFields.map((name) => [name, saved?.[name] ?? null])));
        // The tenant's currency is a setting too: money columns ask for it again.
        void queryClient.invalidateQueries({ queryKey: TENANT_CURRENCY_KEY });
      },
    );
  };

  const title = schema.resource.text[lang].many;
  return (
    <Card>
      <Title title={title} />
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {flow.conflict && (
          <StaleNotice conflict={flow.conflict} onReload={() => void flow.reload(read)} unsaved={unsaved} />
        )}
        {row === undefined && <Loading />}
        {row === null && <Alert severity="error">{translate('singleton.invalidData')}</Alert>}
        {row && panels.map((Panel, i) => <Panel key={i} schema={schema} row={row} />)}
        {row && (
          <Suspense fallback={<Loading />}>
            <SchemaForm
              key={formKey}
              frame="page"
              schema={schema}
              lang={lang}
              initial={initial}
              isNew={false}
              serverErrors={flow.errors}
              saving={flow.saving}
              canSave={canSave}
              saveLabel={translate('singleton.save')}
              secretsSet={secretsSet}
              tab={tab}
              onTabChange={showTab}
              onSubmit={submit}
              onCancel={() => {
                flow.clearErrors();
                setFormKey((k) => k + 1);
              }}
              onSaveClick={flow.clearErrors}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
