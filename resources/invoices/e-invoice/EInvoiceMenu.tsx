import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { RowAction, useDownload } from '@admin/primitives';
import { INVOICE_API } from '../api';
import { ciiFileName, facturxFileName } from '@domain/finance/e-invoice-files';
import { useEInvoicing } from './useEInvoicing';

export interface EInvoiceMenuProps {
  invoice: { id: number; number: string | null };
  /** `row`: an icon among a list row's actions; `button`: a labelled button (a dialog's footer). */
  as: 'row' | 'button';
}

/**
 * The electronic forms of an issued invoice or credit note: "E-invoice" opens a menu with
 * Download Factur-X (the PDF/A-3 carrying its CII XML) and Download XML (the CII alone). Shown only
 * for an issued document while e-invoicing is on (a draft has no electronic form).
 */
export function EInvoiceMenu({ invoice, as }: EInvoiceMenuProps) {
  const translate = useTranslate();
  const enabled = useEInvoicing();
  const file = useDownload();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!enabled || !invoice.number) return null;
  const number = invoice.number;
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const get = (kind: 'facturx' | 'cii') => {
    setAnchor(null);
    const name = kind === 'facturx' ? facturxFileName(number) : ciiFileName(number);
    void file.download(`${INVOICE_API}/${kind}?id=${invoice.id}`, name, 'invoices.eInvoice.failed');
  };
  const label = translate(file.busy ? 'invoices.eInvoice.preparing' : 'invoices.eInvoice.action');
  return (
    <>
      {as === 'row' ? (
        <RowAction label={label} icon={<ReceiptLongIcon fontSize="small" />} color="primary" onClick={open} />
      ) : (
        <Button
          startIcon={file.busy ? <CircularProgress size={16} aria-hidden /> : <ReceiptLongIcon />}
          disabled={file.busy}
          aria-busy={file.busy}
          aria-haspopup="menu"
          onClick={open}
        >
          {label}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => get('facturx')}>
          <ListItemIcon>
            <PictureAsPdfIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('invoices.eInvoice.facturx')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => get('cii')}>
          <ListItemIcon>
            <DescriptionIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('invoices.eInvoice.xml')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
