import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';

export interface DropZoneProps {
  /** The chosen files (dropped or picked), as an array; never called with none. */
  onFiles: (files: File[]) => void;
  /** The zone's accessible name (a translated text); a text hint is added to it (see below). */
  label: string;
  /** The line under the icon (a translated text). */
  hint: ReactNode;
  icon: ReactNode;
  /** The file input's `accept` (`image/*`, `image/png,application/pdf`). */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** A spinner instead of the icon while an upload runs. */
  busy?: boolean;
  /** Red border (a field error). */
  invalid?: boolean;
  /** `aria-describedby` of the zone (e.g. the field's label). */
  describedBy?: string;
  /** `data-testid` of the hidden file input (tests choose files through it). */
  inputTestId?: string;
  sx?: SxProps<Theme>;
}

/**
 * The drop zone of every uploader (single image, gallery, documents): a dashed box that takes
 * dropped files, or opens the file picker on click, Enter or Space; the hidden input is reset
 * after each choice so the same file can be chosen again. What is accepted is the caller's to
 * check (the server checks the bytes anyway).
 */
export function DropZone({
  onFiles,
  label,
  hint,
  icon,
  accept,
  multiple = false,
  disabled = false,
  busy = false,
  invalid = false,
  describedBy,
  inputTestId,
  sx,
}: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // The name holds the visible text, so a user who says what they see reaches the zone
  // (WCAG 2.5.3, axe label-content-name-mismatch).
  const name = typeof hint === 'string' && !label.includes(hint) ? `${label}: ${hint}` : label;

  const take = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (!disabled && files.length) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!disabled) input.current?.click();
    }
  };

  return (
    <>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={name}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        onClick={() => !disabled && input.current?.click()}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={[
          {
            border: 2,
            borderStyle: 'dashed',
            borderRadius: 1,
            p: 2,
            textAlign: 'center',
            cursor: disabled ? 'default' : 'pointer',
            borderColor: invalid ? 'error.main' : dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {busy ? <CircularProgress size={24} /> : icon}
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        data-testid={inputTestId}
        onChange={(e) => take(e.target.files)}
      />
    </>
  );
}
