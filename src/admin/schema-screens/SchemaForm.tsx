/**
 * The RJSF form of a schema (lazy-loaded with RJSF, ajv and the widgets). Validation uses the
 * shared messages (`toFieldErrors`, the ones the server answers) through `transformErrors`,
 * and shows a field's errors only once it is touched: changed or blurred. Save marks every
 * field touched, so an invalid Save shows every message, opens the tab of the first error
 * (`x-resource.groups`) and sends nothing. The validator is precompiled by the server
 * (form-validator.ts): the browser never compiles a schema.
 *
 * Two frames: `dialog` (the add/edit modal, buttons Cancel and Save) and `page` (a singleton's
 * page, e.g. Save Information and Cancel). Without `canSave` the fields are read-only and
 * there is no Save.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { generateForm } from '@rjsf/mui';
import type { default as CoreForm, IChangeEvent } from '@rjsf/core';
import type { ErrorTransformer, RegistryWidgetsType, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { EntitySchema, Lang } from '@schema/types.js';
import { fieldLabel } from '@schema/messages.js';
import { formJsonSchema } from '@schema/form-schema.js';
import { firstErrorGroup, groupsOf, groupTitle, imagePairOf } from './form-annotations.js';
import { propertyOfError, sharedMessage, useCrossFieldValidate } from './form-errors.js';
import { deriveUiSchema, WIDGETS } from './form-model.js';
import { useFormValidator, type FormValidator } from './form-validator.js';
import { GroupedObjectTemplate } from './GroupedObjectTemplate.js';
import { toErrorSchema } from '../primitives/server-errors.js';
import { ColorWidget } from './widgets/ColorWidget.js';
import { DateWidget } from './widgets/DateWidget.js';
import { ImageWidget } from './widgets/ImageWidget.js';
import { MoneyField } from './widgets/MoneyField.js';
import { RefSelectWidget } from './widgets/RefSelectWidget.js';
import { RichTextWidget } from './widgets/RichTextWidget.js';
import { SecretWidget } from './widgets/SecretWidget.js';
import { SwitchWidget } from './widgets/SwitchWidget.js';
import type { FormContext } from './widgets/form-context.js';

type Data = Record<string, unknown>;

/** The gallery of an edited row loads only for schemas with `gallery`. */
const GallerySection = lazy(() => import('./widgets/GallerySection.js').then((m) => ({ default: m.GallerySection })));

const Form = generateForm<Data, RJSFSchema, FormContext>();

const widgets: RegistryWidgetsType = {
  [WIDGETS.ref]: RefSelectWidget,
  [WIDGETS.switch]: SwitchWidget,
  [WIDGETS.richtext]: RichTextWidget,
  [WIDGETS.image]: ImageWidget,
  [WIDGETS.color]: ColorWidget,
  [WIDGETS.secret]: SecretWidget,
  // RJSF's widget for `format: date`, by its registry name.
  DateWidget,
};
const fields = { [WIDGETS.money]: MoneyField };
const templates = { ObjectFieldTemplate: GroupedObjectTemplate };

/** RJSF ids are `root_<property>`; properties are camelCase, so the rest is the name. */
const propertyOfId = (id: string) => id.replace(/^root_/, '');

/** The MUI theme of RJSF stacks several margins per field; one gap between fields is enough. */
const compact = {
  '& .rjsf-field-object > .MuiFormControl-root': { mt: 0 },
  '& .MuiGrid-container': { mt: 0 },
  '& .MuiGrid-container > .MuiGrid-root': { mb: 0 },
} as const;

interface Props {
  schema: EntitySchema;
  lang: Lang;
  initial: Data;
  isNew: boolean;
  /** The edited row's id: shows its gallery when the schema has `gallery`. */
  rowId?: number | string;
  serverErrors?: Record<string, string[]>;
  saving: boolean;
  onSubmit: (formData: Data) => void;
  onCancel: () => void;
  onSaveClick: () => void;
  /** `dialog` (default) or `page`. */
  frame?: 'dialog' | 'page';
  /** Text of the Save button (default "Save"). */
  saveLabel?: string;
  /** false: read-only fields, no Save (the user lacks the add permission). */
  canSave?: boolean;
  /** Secrets already stored, by property (`{name}Set` of the row read). */
  secretsSet?: Record<string, boolean>;
  /** The tab shown (a group key) and how to show another; the form keeps its own when absent. */
  tab?: string;
  onTabChange?: (key: string) => void;
}

/** The frame of the form: a dialog's content, or a plain block on a page. */
const Frame = ({ frame, children }: { frame: Props['frame']; children: ReactNode }) =>
  frame === 'page' ? <Box>{children}</Box> : <DialogContent>{children}</DialogContent>;

/** The form once its validator has loaded (a spinner until then, a message if it cannot). */
export default function SchemaForm(props: Props) {
  const translate = useTranslate();
  const jsonSchema = useMemo(() => formJsonSchema(props.schema) as RJSFSchema, [props.schema]);
  const loaded = useFormValidator(jsonSchema);
  if (loaded.status === 'ready')
    return <ValidatedForm {...props} jsonSchema={jsonSchema} validator={loaded.validator} />;
  return (
    <Frame frame={props.frame}>
      {loaded.status === 'loading' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      ) : (
        <Box role="alert" sx={{ p: 2 }}>
          {translate('form.unavailable')}
        </Box>
      )}
      <DialogActions sx={{ px: 0 }}>
        <Button onClick={props.onCancel}>{translate('form.cancel')}</Button>
      </DialogActions>
    </Frame>
  );
}

function ValidatedForm({
  schema,
  lang,
  initial,
  rowId,
  serverErrors,
  saving,
  onSubmit,
  onCancel,
  onSaveClick,
  jsonSchema,
  validator,
  frame = 'dialog',
  saveLabel,
  canSave = true,
  secretsSet,
  tab,
  onTabChange,
}: Props & { jsonSchema: RJSFSchema; validator: FormValidator }) {
  const translate = useTranslate();
  const uiSchema = useMemo(() => deriveUiSchema(schema, lang), [schema, lang]);
  const extraErrors = useMemo(() => toErrorSchema(serverErrors), [serverErrors]);
  const [formData, setFormData] = useState<Data>(initial);
  /** The data RJSF validates: transformErrors reads it (an image chosen answers its required path). */
  const current = useRef<Data>(initial);
  const formRef = useRef<CoreForm<Data, RJSFSchema, FormContext>>(null);
  /** Touched properties; 'all' after a Save. A ref: RJSF validates inside its own updates. */
  const touched = useRef<Set<string> | 'all'>(new Set());
  const groups = useMemo(() => groupsOf(schema), [schema]);
  const [ownTab, setOwnTab] = useState(groups[0]?.key);
  const activeTab = tab ?? ownTab;
  const showTab = useCallback((key: string) => (onTabChange ? onTabChange(key) : setOwnTab(key)), [onTabChange]);

  const markTouched = (name: string) => {
    if (touched.current !== 'all') touched.current.add(name);
  };

  /** An image path is not missing while a new image is chosen (`x-image.binary` holds its bytes). */
  const chosenImage = useCallback(
    (name: string) => {
      const binary = imagePairOf(schema.properties[name])?.binary;
      return Boolean(binary && current.current[binary]);
    },
    [schema],
  );

  const transformErrors: ErrorTransformer<Data> = useCallback(
    (errors) =>
      errors
        .filter((error) => {
          const name = propertyOfError(error);
          if (error.name === 'required' && chosenImage(name)) return false;
          return touched.current === 'all' || (touched.current as Set<string>).has(name);
        })
        .map((error) => {
          const message = sharedMessage(schema, error, lang);
          return { ...error, message, stack: message };
        }),
    [schema, lang, chosenImage],
  );

  /** Marks a field touched; `validate` shows its errors at once (a blur, with no change to validate). */
  const touch = useCallback((name: string, validate: boolean) => {
    const already = touched.current === 'all' || touched.current.has(name);
    if (touched.current !== 'all') touched.current.add(name);
    if (validate && !already) formRef.current?.validateForm();
  }, []);
  const patch = useCallback(
    (values: Data) => {
      Object.keys(values).forEach((name) => touch(name, false));
      current.current = { ...current.current, ...values };
      setFormData(current.current);
    },
    [touch],
  );
  const formContext: FormContext = useMemo(
    () => ({
      touch,
      patch,
      secretsSet,
      values: formData,
      labelOf: (name: string) => fieldLabel(schema, name, lang),
      tabs:
        groups.length && activeTab
          ? {
              groups,
              active: activeTab,
              show: showTab,
              titleOf: (g) => groupTitle(g, lang),
              label: schema.resource.text[lang].one,
            }
          : undefined,
    }),
    [touch, patch, secretsSet, formData, schema, lang, groups, activeTab, showTab],
  );

  /** Text inputs: mark the field touched before RJSF live-validates the change (capture phase). */
  const onChangeCapture = (event: ChangeEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).id;
    if (id?.startsWith('root_')) markTouched(propertyOfId(id));
  };

  /** A refused Save: the tab of the first invalid field (in the form's order) opens, and the field takes the focus. */
  const onError = (errors: RJSFValidationError[]) => {
    const order = (uiSchema['ui:order'] as string[]).filter((name) => name !== '*');
    const { group, field } = firstErrorGroup(groups, order, new Set(errors.map(propertyOfError)));
    if (group) showTab(group);
    if (field) setTimeout(() => document.getElementById(`root_${field}`)?.focus(), 0);
  };

  const actions = (
    <>
      <Button onClick={onCancel} variant={frame === 'page' ? 'outlined' : 'text'}>
        {translate('form.cancel')}
      </Button>
      {canSave && (
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          onClick={() => {
            touched.current = 'all';
            onSaveClick();
          }}
        >
          {saveLabel ?? translate('form.save')}
        </Button>
      )}
    </>
  );

  return (
    <Frame frame={frame}>
      <Box onChangeCapture={onChangeCapture} sx={compact}>
        <Form
          ref={formRef}
          schema={jsonSchema}
          uiSchema={uiSchema}
          formData={formData}
          validator={validator}
          widgets={widgets}
          fields={fields}
          templates={groups.length ? templates : undefined}
          formContext={formContext}
          transformErrors={transformErrors}
          customValidate={useCrossFieldValidate(schema, lang, touched)}
          extraErrors={extraErrors}
          liveValidate="onChange"
          noHtml5Validate
          showErrorList={false}
          disabled={!canSave}
          onChange={(event: IChangeEvent<Data>) => {
            current.current = event.formData ?? {};
            setFormData(current.current);
          }}
          onBlur={(id: string) => touch(propertyOfId(id), true)}
          onSubmit={(event: IChangeEvent<Data>) => onSubmit(event.formData ?? {})}
          onError={onError}
        >
          {schema.resource.gallery && rowId !== undefined && (
            <Suspense fallback={null}>
              <GallerySection schema={schema} rowId={rowId} />
            </Suspense>
          )}
          {frame === 'page' ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 3 }}>{actions}</Box>
          ) : (
            <DialogActions sx={{ px: 0, position: 'sticky', bottom: 0, bgcolor: 'background.paper', zIndex: 1 }}>
              {actions}
            </DialogActions>
          )}
        </Form>
      </Box>
    </Frame>
  );
}
