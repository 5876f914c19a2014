import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import type { ImageWidgetOptions } from '../form-model.js';
import { propertyOfId, type FormContext } from './form-context.js';
import { readAsDataUrl, type StoredImage } from './image-files.js';

/** The uploader loads only when a form has an image field. */
const ImageUploader = lazy(() => import('./ImageUploader.js').then((m) => ({ default: m.ImageUploader })));

/** A chosen image kept in the form (an `x-image` pair): its preview is its `data:` URL. */
const keepInForm = async (file: File): Promise<StoredImage> => ({
  id: 0,
  fileName: file.name,
  size: file.size,
  url: await readAsDataUrl(file),
});

/**
 * `x-widget: image`: the single-image uploader; the value is the stored image's
 * `/api/files/{id}` path. Plain, a chosen image is uploaded at once and its path becomes the
 * value. With an `x-image` pair (`options.binary`), nothing is uploaded before the save:
 * choosing an image clears the path and puts its bytes in the binary property (a `data:` URL
 * in the form, base64 in the body), removing clears both, and the server stores the image
 * with the save and answers its path.
 */
export function ImageWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  onChange,
  options,
  registry,
}: WidgetProps) {
  const context = registry.formContext as FormContext;
  const { binary, types } = options as ImageWidgetOptions;
  const name = propertyOfId(id);
  const labelId = `${id}-label`;
  const chosen = binary ? context.values?.[binary] : undefined;
  const path = typeof value === 'string' && value ? value : undefined;
  const shown = typeof chosen === 'string' && chosen ? chosen : path;
  const change = (next: string | undefined) => {
    if (binary && context.patch) {
      // The pair: a new image is its bytes with no path; removing clears both.
      context.patch({ [name]: undefined, [binary]: next });
      return;
    }
    context.touch(name, false);
    onChange(next);
  };
  return (
    <Box sx={{ mb: 1 }} id={id}>
      <FormLabel id={labelId} required={required} error={Boolean(rawErrors?.length)} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rectangular" height={88} />}>
        <ImageUploader
          value={shown}
          labelId={labelId}
          invalid={Boolean(rawErrors?.length)}
          disabled={disabled || readonly}
          store={binary ? keepInForm : undefined}
          kinds={types}
          fit={binary ? 'contain' : 'cover'}
          onChange={change}
        />
      </Suspense>
    </Box>
  );
}
