import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The icon buttons of a list row, "View", "Edit" and "Delete" (accessible names), each shown
 * only when its handler is given (that is, with the permission); `children` go between Edit
 * and Delete (e.g. a bespoke screen's lock or password actions).
 */
export function RowActions({ onView, onEdit, onDelete, children }: {
  onView?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <>
      {onView && (
        <IconButton size="small" aria-label={translate('list.view', { _: 'View' })} onClick={onView}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      )}
      {onEdit && (
        <IconButton size="small" color="primary" aria-label={translate('list.edit')} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      {children}
      {onDelete && (
        <IconButton size="small" color="error" aria-label={translate('list.delete')} onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
