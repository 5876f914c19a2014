import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The icon buttons of a list row, "View", "Edit", "History", "Restore" and "Delete"
 * (accessible names), each shown only when its handler is given (that is, with the
 * permission); `children` go between Edit and History (e.g. a bespoke screen's lock or
 * password actions).
 */
export function RowActions({
  onView,
  onEdit,
  onHistory,
  onRestore,
  onDelete,
  children,
}: {
  onView?: () => void;
  onEdit?: () => void;
  /** The row's audit entries (HistoryDialog). */
  onHistory?: () => void;
  /** A row of the trash back into the list. */
  onRestore?: () => void;
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
      {onHistory && (
        <IconButton size="small" aria-label={translate('list.history')} onClick={onHistory}>
          <HistoryIcon fontSize="small" />
        </IconButton>
      )}
      {onRestore && (
        <IconButton size="small" color="primary" aria-label={translate('list.restore')} onClick={onRestore}>
          <RestoreFromTrashIcon fontSize="small" />
        </IconButton>
      )}
      {onDelete && (
        <IconButton size="small" color="error" aria-label={translate('list.delete')} onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
