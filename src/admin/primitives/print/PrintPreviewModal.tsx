import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { fetchBlob } from '@admin/http';
import { Modal } from '../Modal.js';
import { serverMessage } from '../server-errors.js';
import { useOpenPdf } from '../useOpenPdf.js';

interface Props {
  title: string;
  /** The server path of the document's PDF (`/api/finance/invoice/pdf?id=7`, as the server names it); none until the document is loaded. */
  pdfPath: string | undefined;
  /** The document failed to load: the sentence saying so (the server's reason follows it). */
  failure?: { text: string; error: unknown };
  onClose: () => void;
  /** More ways to take the document (downloads of other forms), at the footer's start. */
  extraActions?: ReactNode;
  /** The sheet; undefined while the document loads. */
  children: ReactNode | undefined;
}

/**
 * A print preview (§2.4, §2.5): the document's sheet, and in the footer Print (opens the PDF the
 * server makes in a new window, useOpenPdf) and Close. Wide enough for the sheet (`lg`); a phone
 * gets the whole screen.
 */
export function PrintPreviewModal({ title, pdfPath, failure, onClose, extraActions, children }: Props) {
  const translate = useTranslate();
  const pdf = useOpenPdf();
  return (
    <Modal
      title={title}
      size="lg"
      onClose={onClose}
      actions={
        <>
          {extraActions && <Box sx={{ mr: 'auto' }}>{extraActions}</Box>}
          <Button onClick={onClose}>{translate('form.close')}</Button>
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            disabled={!pdfPath || pdf.opening}
            onClick={() => pdfPath && pdf.open(() => fetchBlob(pdfPath))}
          >
            {translate('print.action')}
          </Button>
        </>
      }
    >
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        {children === undefined && !failure && <LinearProgress aria-label={translate('print.loading')} />}
        {failure && (
          <Alert severity="error">
            {failure.text} {serverMessage(failure.error) ?? ''}
          </Alert>
        )}
        {!failure && children}
      </DialogContent>
    </Modal>
  );
}
