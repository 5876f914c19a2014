import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ColumnChoice } from './useColumnChoice.js';
import { usePhoneWidth } from './usePhoneWidth.js';

/**
 * The Columns button of a list's toolbar (react-admin's `SelectColumnsButton`): a popover of
 * checkboxes, one per column the user may hide (not the fixed ones, the row actions), and
 * Default columns. The choice is `useColumnChoice`'s, remembered for the user. An icon button on
 * a phone, where each row is a card and hidden columns take no line in it either.
 */
export function ColumnChooser({ choice }: { choice: ColumnChoice }) {
  const translate = useTranslate();
  const phone = usePhoneWidth();
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const title = translate('list.columns');
  const common = {
    'aria-haspopup': true,
    'aria-expanded': Boolean(anchor),
    'aria-controls': anchor ? popoverId : undefined,
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {phone ? (
        <Tooltip title={title}>
          <IconButton aria-label={title} color="primary" {...common}>
            <ViewWeekIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" startIcon={<ViewWeekIcon />} {...common}>
          {title}
        </Button>
      )}
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <FormGroup role="group" aria-label={translate('list.columnsShown')} sx={{ px: 2, pt: 1 }}>
          {choice.columns
            .filter((column) => !column.fixed)
            .map((column) => (
              <FormControlLabel
                key={column.key}
                label={column.label}
                control={
                  <Checkbox
                    size="small"
                    checked={choice.isShown(column.key)}
                    onChange={(event) => choice.toggle(column.key, event.target.checked)}
                  />
                }
              />
            ))}
        </FormGroup>
        <Button size="small" sx={{ m: 1 }} onClick={choice.reset}>
          {translate('list.defaultColumns')}
        </Button>
      </Popover>
    </>
  );
}
