import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DropZone } from '../../primitives/DropZone.js';
import { ImageDeleteConfirm } from './ImageDeleteConfirm.js';
import {
  errorText,
  isImageFile,
  isKindOf,
  isSvg,
  sizeInKb,
  toPayload,
  uploadImageWith,
  type StoredImage,
  type UploadImage,
} from './image-files.js';
import { apiUrl } from '../../http.js';

/** How long "Image uploaded successfully!" stays (spec: image notice 3000 ms). */
export const NOTICE_MS = 3000;

interface Props {
  /** The stored image path (`/api/files/{id}`), or none. */
  value?: string;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
  /** Replaces `POST /api/files/image` (tests). */
  upload?: UploadImage;
  /**
   * Keeps a chosen image some other way than uploading it at once (an `x-image` pair: its
   * bytes go with the form's save); answers what the preview shows.
   */
  store?: (file: File) => Promise<StoredImage>;
  /** Accepted image kinds (["png", "ico"]); any image but SVG when absent. */
  kinds?: readonly string[];
  /** `contain` shows the whole image (a logo), `cover` (default) fills the square (a photo). */
  fit?: 'cover' | 'contain';
  /** Labelled by the field's label. */
  labelId?: string;
  invalid?: boolean;
}

/**
 * The single-image uploader: drop an image on the zone or click it to choose one; a non-image
 * is refused at once ("Only image files are supported!"), so is SVG (it can carry script) and
 * a kind outside `kinds`; an image is uploaded (the server checks its bytes) or kept by `store`,
 * previewed with its name and size in KB, and "Image uploaded successfully!" shows for 3 s.
 * "Delete image" asks "Are you sure you want to delete this image?" and clears the value (the
 * stored file stays until a clean-up).
 */
export function ImageUploader({
  value,
  onChange,
  disabled,
  upload,
  store,
  kinds,
  fit = 'cover',
  labelId,
  invalid,
}: Props) {
  const translate = useTranslate();
  const send = useMemo(() => upload ?? uploadImageWith(), [upload]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [info, setInfo] = useState<StoredImage>();

  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(false), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const choose = async (file: File | undefined) => {
    if (!file || disabled) return;
    setError(undefined);
    setNotice(false);
    if (!isImageFile(file)) {
      setError(translate('images.onlyImages'));
      return;
    }
    if (isSvg(file)) {
      setError(translate('images.noSvg'));
      return;
    }
    if (!isKindOf(file, kinds)) {
      setError(translate('images.onlyKinds', { kinds: kinds?.map((k) => k.toUpperCase()).join(', ') }));
      return;
    }
    setBusy(true);
    try {
      const stored = store ? await store(file) : await send(await toPayload(file));
      setInfo(stored);
      onChange(stored.url);
      setNotice(true);
    } catch (e) {
      setError(errorText(e, translate('errors.generic')));
    } finally {
      setBusy(false);
    }
  };
  const shown = info && info.url === value ? info : undefined;

  return (
    <Box>
      <DropZone
        onFiles={(files) => void choose(files[0])}
        label={translate('images.uploadImage')}
        hint={translate('images.dropHint')}
        icon={<CloudUploadIcon color="action" />}
        accept="image/*"
        disabled={disabled}
        busy={busy}
        invalid={invalid || Boolean(error)}
        describedBy={labelId}
        inputTestId="image-input"
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {translate('images.uploaded')}
        </Alert>
      )}
      {value && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
          <Box
            component="img"
            src={apiUrl(value)}
            alt={shown?.fileName ?? translate('images.preview')}
            sx={
              fit === 'contain'
                ? // Logos on a checkerboard: a logo with light lettering (the dark logo) shows as well as a dark one.
                  {
                    height: 64,
                    width: 'auto',
                    maxWidth: 200,
                    objectFit: 'contain',
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    p: 0.5,
                    backgroundColor: '#d0d0d0',
                    backgroundImage: 'conic-gradient(#8a8a8a 25%, transparent 0 50%, #8a8a8a 0 75%, transparent 0)',
                    backgroundSize: '16px 16px',
                  }
                : { width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }
            }
          />
          <Box>
            {shown && (
              <Typography variant="body2">
                {shown.fileName} ({translate('images.sizeKb', { size: sizeInKb(shown.size) })})
              </Typography>
            )}
            {!disabled && (
              <Button size="small" color="error" onClick={() => setConfirming(true)}>
                {translate('images.deleteImage')}
              </Button>
            )}
          </Box>
        </Box>
      )}
      <ImageDeleteConfirm
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setInfo(undefined);
          setNotice(false);
          onChange(undefined);
        }}
      />
    </Box>
  );
}
