import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { propertyOfId, type FormContext } from './form-context.js';

/** The uploader loads only when a form has an image field. */
const ImageUploader = lazy(() => import('./ImageUploader.js').then((m) => ({ default: m.ImageUploader })));

/** `x-widget: image`: the single-image uploader; the value is the stored image's `/api/files/{id}` path. */
export function ImageWidget({ id, value, label, required, disabled, readonly, rawErrors, onChange, registry }: WidgetProps) {
  const context = registry.formContext as FormContext;
  const labelId = `${id}-label`;
  return (
    <Box sx={{ mb: 1 }} id={id}>
      <FormLabel id={labelId} required={required} error={Boolean(rawErrors?.length)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rectangular" height={88} />}>
      <ImageUploader
        value={typeof value === 'string' && value ? value : undefined}
        labelId={labelId}
        invalid={Boolean(rawErrors?.length)}
        disabled={disabled || readonly}
        onChange={(next) => {
          context.touch(propertyOfId(id), false);
          onChange(next);
        }}
      />
      </Suspense>
    </Box>
  );
}
