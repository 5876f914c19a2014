import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useContext, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { InCards } from './list-cards.js';

/** One action: an icon button named by its label; in a card (a phone's list) a button with its label. */
function Action({
  label,
  icon,
  color,
  onClick,
  phone,
}: {
  label: string;
  icon: ReactElement;
  color?: 'primary' | 'error';
  onClick: (event: MouseEvent<HTMLElement>) => void;
  phone: boolean;
}) {
  return phone ? (
    <Button size="small" color={color ?? 'inherit'} startIcon={icon} onClick={onClick}>
      {label}
    </Button>
  ) : (
    <IconButton size="small" color={color} aria-label={label} onClick={onClick}>
      {icon}
    </IconButton>
  );
}

/**
 * A screen's own action among RowActions' children (print, payments): an icon button named by its
 * label in a table, a labelled button in a phone's card, like the built-in ones.
 * @example <RowActions onEdit={edit}><RowAction label="Print" icon={<PrintIcon fontSize="small" />} onClick={print} /></RowActions>
 */
export function RowAction(props: {
  label: string;
  icon: ReactElement;
  color?: 'primary' | 'error';
  /** The click, whose target can anchor a menu of further choices. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}) {
  return <Action {...props} phone={useContext(InCards)} />;
}

/**
 * The buttons of a list row, "View", "Edit", "History", "Restore" and "Delete" (accessible
 * names), each shown only when its handler is given (that is, with the permission); `children`
 * go between Edit and History (e.g. a bespoke screen's lock or password actions). Icons in a
 * table; in a list shown as cards (ListFrame on a phone) labelled buttons at the card's foot,
 * marked `data-row-actions` for it.
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
  const phone = useContext(InCards);
  const icon = (Icon: typeof VisibilityIcon) => <Icon fontSize="small" />;
  return (
    <Box
      component="span"
      data-row-actions=""
      sx={{
        display: 'inline-flex',
        // In a table the icons keep one line (a wrapped column stacks them); a card's labelled buttons wrap.
        flexWrap: phone ? 'wrap' : 'nowrap',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: phone ? 1 : 0,
      }}
    >
      {onView && (
        <Action
          label={translate('list.view', { _: 'View' })}
          icon={icon(VisibilityIcon)}
          onClick={onView}
          phone={phone}
        />
      )}
      {onEdit && (
        <Action label={translate('list.edit')} icon={icon(EditIcon)} color="primary" onClick={onEdit} phone={phone} />
      )}
      {children}
      {onHistory && (
        <Action label={translate('list.history')} icon={icon(HistoryIcon)} onClick={onHistory} phone={phone} />
      )}
      {onRestore && (
        <Action
          label={translate('list.restore')}
          icon={icon(RestoreFromTrashIcon)}
          color="primary"
          onClick={onRestore}
          phone={phone}
        />
      )}
      {onDelete && (
        <Action
          label={translate('list.delete')}
          icon={icon(DeleteIcon)}
          color="error"
          onClick={onDelete}
          phone={phone}
        />
      )}
    </Box>
  );
}
