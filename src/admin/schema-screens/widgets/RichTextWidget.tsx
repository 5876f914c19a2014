import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { propertyOfId, type FormContext } from './form-context.js';

/** tiptap loads only when a form has a rich-text field. */
const RichTextEditor = lazy(() => import('./RichTextEditor.js'));

/** `x-widget: richtext`: a labelled tiptap editor with a toolbar; an empty editor is no value. */
export function RichTextWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  registry,
}: WidgetProps) {
  const context = registry.formContext as FormContext;
  const labelId = `${id}-label`;
  return (
    <Box sx={{ mb: 1 }}>
      <FormLabel id={labelId} required={required} error={Boolean(rawErrors?.length)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rectangular" height={140} />}>
        <RichTextEditor
          id={id}
          labelId={labelId}
          value={typeof value === 'string' ? value : ''}
          editable={!disabled && !readonly}
          invalid={Boolean(rawErrors?.length)}
          onChange={(html) => {
            context.touch(propertyOfId(id), false);
            onChange(html);
          }}
          onBlur={() => onBlur(id, value)}
        />
      </Suspense>
    </Box>
  );
}
