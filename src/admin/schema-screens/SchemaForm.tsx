/**
 * The RJSF form of a schema (lazy-loaded with RJSF, ajv and the widgets). Validation uses the
 * shared messages (`toFieldErrors`, the ones the server answers) through `transformErrors`,
 * and shows a field's errors only once it is touched: changed or blurred. Save marks every
 * field touched, so an invalid Save shows every message and sends nothing. The validator is
 * precompiled by the server (form-validator.ts): the browser never compiles a schema.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { generateForm } from '@rjsf/mui';
import type { default as CoreForm, IChangeEvent } from '@rjsf/core';
import type { ErrorTransformer, RegistryWidgetsType, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { EntitySchema, Lang } from '../../schema/types.js';
import { fieldLabel } from '../../schema/messages.js';
import { formJsonSchema } from '../../schema/form-schema.js';
import { toFieldErrors } from '../../schema/validate.js';
import { deriveUiSchema, WIDGETS } from './form-model.js';
import { useFormValidator, type FormValidator } from './form-validator.js';
import { toErrorSchema } from '../primitives/server-errors.js';
import { ImageWidget } from './widgets/ImageWidget.js';
import { RefSelectWidget } from './widgets/RefSelectWidget.js';
import { RichTextWidget } from './widgets/RichTextWidget.js';
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
};

/** RJSF ids are `root_<property>`; properties are camelCase, so the rest is the name. */
const propertyOfId = (id: string) => id.replace(/^root_/, '');

function propertyOfError(error: RJSFValidationError): string {
  const missing = error.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  return (error.property ?? '').replace(/^\./, '').split('.')[0];
}

/** One RJSF error in the shared wording, e.g. "Title must be at least 3 characters long.". */
function sharedMessage(schema: EntitySchema, error: RJSFValidationError, lang: Lang): string {
  const property = propertyOfError(error);
  const ajvError = {
    keyword: error.name ?? 'type',
    params: error.params ?? {},
    instancePath: `/${property}`,
    schemaPath: error.schemaPath ?? '',
  } as ErrorObject;
  return toFieldErrors(schema, [ajvError], lang)[property]?.[0] ?? error.message ?? '';
}

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
}

/** The form once its validator has loaded (a spinner until then, a message if it cannot). */
export default function SchemaForm(props: Props) {
  const translate = useTranslate();
  const jsonSchema = useMemo(() => formJsonSchema(props.schema) as RJSFSchema, [props.schema]);
  const loaded = useFormValidator(jsonSchema);
  if (loaded.status === 'ready') return <ValidatedForm {...props} jsonSchema={jsonSchema} validator={loaded.validator} />;
  return (
    <DialogContent>
      {loaded.status === 'loading' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      ) : (
        <Box role="alert" sx={{ p: 2 }}>{translate('form.unavailable')}</Box>
      )}
      <DialogActions sx={{ px: 0 }}>
        <Button onClick={props.onCancel}>{translate('form.cancel')}</Button>
      </DialogActions>
    </DialogContent>
  );
}

function ValidatedForm({ schema, lang, initial, rowId, serverErrors, saving, onSubmit, onCancel, onSaveClick, jsonSchema, validator }:
  Props & { jsonSchema: RJSFSchema; validator: FormValidator }) {
  const translate = useTranslate();
  const uiSchema = useMemo(() => deriveUiSchema(schema, lang), [schema, lang]);
  const extraErrors = useMemo(() => toErrorSchema(serverErrors), [serverErrors]);
  const [formData, setFormData] = useState<Data>(initial);
  const formRef = useRef<CoreForm<Data, RJSFSchema, FormContext>>(null);
  /** Touched properties; 'all' after a Save. A ref: RJSF validates inside its own updates. */
  const touched = useRef<Set<string> | 'all'>(new Set());

  const markTouched = (name: string) => {
    if (touched.current !== 'all') touched.current.add(name);
  };

  const transformErrors: ErrorTransformer<Data> = useCallback((errors) => errors
    .filter((error) => {
      const name = propertyOfError(error);
      return touched.current === 'all' || (touched.current as Set<string>).has(name);
    })
    .map((error) => {
      const message = sharedMessage(schema, error, lang);
      return { ...error, message, stack: message };
    }), [schema, lang]);

  /** Marks a field touched; `validate` shows its errors at once (a blur, with no change to validate). */
  const touch = useCallback((name: string, validate: boolean) => {
    const already = touched.current === 'all' || touched.current.has(name);
    if (touched.current !== 'all') touched.current.add(name);
    if (validate && !already) formRef.current?.validateForm();
  }, []);
  // Dependent dropdowns (x-ref.dependsOn) read their parent's current value and label here.
  const formContext: FormContext = useMemo(
    () => ({ touch, values: formData, labelOf: (name: string) => fieldLabel(schema, name, lang) }),
    [touch, formData, schema, lang],
  );

  /** Text inputs: mark the field touched before RJSF live-validates the change (capture phase). */
  const onChangeCapture = (event: ChangeEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).id;
    if (id?.startsWith('root_')) markTouched(propertyOfId(id));
  };

  return (
    <DialogContent>
      <Box onChangeCapture={onChangeCapture} sx={compact}>
      <Form
        ref={formRef}
        schema={jsonSchema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        widgets={widgets}
        formContext={formContext}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        liveValidate="onChange"
        noHtml5Validate
        showErrorList={false}
        onChange={(event: IChangeEvent<Data>) => setFormData(event.formData ?? {})}
        onBlur={(id: string) => touch(propertyOfId(id), true)}
        onSubmit={(event: IChangeEvent<Data>) => onSubmit(event.formData ?? {})}
        onError={() => undefined /* the messages are under the fields */}
      >
        {schema.resource.gallery && rowId !== undefined && (
          <Suspense fallback={null}><GallerySection schema={schema} rowId={rowId} /></Suspense>
        )}
        <DialogActions sx={{ px: 0, position: 'sticky', bottom: 0, bgcolor: 'background.paper', zIndex: 1 }}>
          <Button onClick={onCancel}>{translate('form.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            onClick={() => {
              touched.current = 'all';
              onSaveClick();
            }}
          >
            {translate('form.save')}
          </Button>
        </DialogActions>
      </Form>
      </Box>
    </DialogContent>
  );
}
