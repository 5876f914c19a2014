import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EntitySchema } from '@schema/types.js';
import { apiUrl, fetchJson as appFetchJson, type FetchJson } from '../../http.js';
import { DropZone } from '../../primitives/DropZone.js';
import { ImageDeleteConfirm } from './ImageDeleteConfirm.js';
import { errorText, isImageFile, toPayload, type StoredImage } from './image-files.js';

const DEFAULT_MAX_FILES = 50;

interface Props {
  schema: EntitySchema;
  /** The row whose gallery this is (existing rows only). */
  rowId: number | string;
  /** Replaces the app's fetchJson (tests). */
  fetchJson?: FetchJson;
}

/**
 * The gallery of a row (`x-resource.gallery`): thumbnails with file names, an uploader taking
 * several images (images only, at most maxFiles in all) sent in one request, and a delete icon
 * per image with the image-delete confirmation. The list comes from getbyid (`galleryImages`)
 * and is replaced by the answer of every upload or delete.
 */
export function GallerySection({ schema, rowId, fetchJson = appFetchJson }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  const { resource } = schema;
  const gallery = resource.gallery!;
  const maxFiles = gallery.maxFiles ?? DEFAULT_MAX_FILES;
  const [images, setImages] = useState<StoredImage[]>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [toDelete, setToDelete] = useState<StoredImage>();

  const load = useCallback(async () => {
    const { body } = await fetchJson<{ galleryImages?: StoredImage[] }>(
      `${resource.api}/${resource.endpoints.getOne}?id=${encodeURIComponent(String(rowId))}`,
    );
    setImages(body?.galleryImages ?? []);
  }, [fetchJson, resource, rowId]);

  useEffect(() => {
    load().catch((e: unknown) => setError(errorText(e, translate('errors.generic'))));
  }, [load, translate]);

  const owner = { [gallery.ownerField]: rowId };

  const add = async (files: File[]) => {
    if (!files.length) return;
    setError(undefined);
    if (!files.every(isImageFile)) {
      setError(translate('images.onlyImages'));
      return;
    }
    if ((images?.length ?? 0) + files.length > maxFiles) {
      setError(translate('images.tooMany', { smart_count: maxFiles }));
      return;
    }
    setBusy(true);
    try {
      const payload = await Promise.all(files.map(toPayload));
      const { body } = await fetchJson<StoredImage[]>(`${resource.api}/${gallery.upload}`, {
        method: 'POST',
        body: { ...owner, images: payload },
      });
      setImages(body);
    } catch (e) {
      setError(errorText(e, translate('errors.generic')));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (image: StoredImage) => {
    setToDelete(undefined);
    setBusy(true);
    setError(undefined);
    try {
      const { body } = await fetchJson<StoredImage[]>(`${resource.api}/${gallery.delete}`, {
        method: 'POST',
        body: { ...owner, images: [image.id] },
      });
      setImages(body);
    } catch (e) {
      setError(errorText(e, translate('errors.generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('images.gallery')}
        {images && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            ({images.length} / {maxFiles})
          </Typography>
        )}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {!images ? (
        <CircularProgress size={24} />
      ) : (
        <>
          {images.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('images.noImages')}
            </Typography>
          )}
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
              gap: 1.5,
            }}
          >
            {images.map((image) => (
              <Box
                component="li"
                key={image.id}
                sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}
              >
                <Box
                  component="img"
                  src={apiUrl(image.url)}
                  alt={image.fileName}
                  loading="lazy"
                  sx={{ width: '100%', height: 90, objectFit: 'cover', display: 'block', borderRadius: 0.5 }}
                />
                <Typography variant="caption" noWrap title={image.fileName} sx={{ display: 'block', pr: 3 }}>
                  {image.fileName}
                </Typography>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`${translate('images.deleteImage')} ${image.fileName}`}
                  onClick={() => setToDelete(image)}
                  disabled={busy}
                  sx={{ position: 'absolute', right: 2, bottom: 0 }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
          {images.length < maxFiles && (
            <DropZone
              onFiles={(files) => void add(files)}
              label={translate('images.addImages')}
              hint={translate('images.addImagesHint', { smart_count: maxFiles })}
              icon={<AddPhotoAlternateIcon color="action" />}
              accept="image/*"
              multiple
              busy={busy}
              inputTestId="gallery-input"
              sx={{ mt: 1.5, p: 1.5 }}
            />
          )}
        </>
      )}
      <ImageDeleteConfirm
        open={Boolean(toDelete)}
        busy={busy}
        onClose={() => setToDelete(undefined)}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </Box>
  );
}
