import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Modal } from './Modal.js';

/**
 * A phone's filter bar: one "Filters" button, with the number of filters set ("Filters (2)"),
 * that opens the filters in a panel (`children`, applied as they change) with "Show results"
 * to go back to the list. Seven filters stacked above the first row left no list in sight.
 */
export function FoldedFilters({ count, children }: { count: number; children: ReactNode }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panel : undefined}
        onClick={() => setOpen(true)}
      >
        {count ? translate('list.filtersSet', { count }) : translate('list.filters')}
      </Button>
      {open && (
        <Modal
          title={translate('list.filters')}
          type="slide-out"
          size="sm"
          backdrop
          onClose={() => setOpen(false)}
          actions={
            <Button variant="contained" onClick={() => setOpen(false)}>
              {translate('list.showResults')}
            </Button>
          }
        >
          <DialogContent id={panel}>{children}</DialogContent>
        </Modal>
      )}
    </>
  );
}
