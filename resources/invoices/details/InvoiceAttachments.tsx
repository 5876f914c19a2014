import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DeleteRowConfirm, DropZone, useToast } from '@admin/primitives';
import { invoiceApi, type InvoiceAttachment } from '../api';
import { DOCUMENT_ACCEPT, MAX_DOCUMENTS_PER_REFERENCE, saveFile, selectionProblem } from '@resources/documents';

/**
 * The invoice's files (§2.9 file listing: 'Attachments', 'No attachments found', a delete icon
 * with the confirmation, at most 400 px high) and the uploader (images and PDF, several at once,
 * no more than 50 in all). Each upload or delete is its own call and answers the new list.
 */
export function InvoiceAttachments({
  invoiceId,
  initial,
  canAttach,
}: {
  invoiceId: number;
  initial: InvoiceAttachment[];
  canAttach: boolean;
}) {
  const translate = useTranslate();
  const toast = useToast();
  const headingId = useId();
  const t = (key: string, args?: Record<string, unknown>) => translate(`invoices.attachments.${key}`, args);
  const [attachments, setAttachments] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [remove, setRemove] = useState<InvoiceAttachment | undefined>();
  const room = MAX_DOCUMENTS_PER_REFERENCE - attachments.length;

  const upload = async (files: File[]) => {
    const problem = selectionProblem(files, attachments.length);
    if (problem) return toast.failure(undefined, problem.key, problem.args);
    setBusy(true);
    try {
      setAttachments((await invoiceApi.uploadAttachments(invoiceId, files)).attachments);
      toast.success('invoices.attachments.uploaded');
    } catch (error) {
      toast.failure(error, 'invoices.attachments.uploadFailed');
    } finally {
      setBusy(false);
    }
  };
  const open = async (attachment: InvoiceAttachment) => {
    try {
      saveFile(await invoiceApi.download(attachment), attachment.attachmentName ?? attachment.fileName);
    } catch (error) {
      toast.failure(error, 'invoices.attachments.openFailed');
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <Box sx={{ maxHeight: 400, overflowY: 'auto' }}>
          <List dense disablePadding>
            {attachments.map((a) => (
              <ListItem
                key={a.id}
                divider
                secondaryAction={
                  canAttach && (
                    <IconButton
                      edge="end"
                      color="error"
                      aria-label={t('delete', { name: a.attachmentName ?? a.fileName })}
                      onClick={() => setRemove(a)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )
                }
              >
                <ListItemText
                  primary={
                    <Link
                      component="button"
                      type="button"
                      onClick={() => void open(a)}
                      sx={{ textAlign: 'left', wordBreak: 'break-all' }}
                    >
                      {a.attachmentName ?? a.fileName}
                    </Link>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {canAttach && room > 0 && (
        <DropZone
          onFiles={(files) => void upload(files)}
          // The name is the visible text (WCAG 2.5.3): it says what the zone does.
          label={t('dropHint', { smart_count: room })}
          hint={t('dropHint', { smart_count: room })}
          icon={<UploadFileIcon color="action" />}
          accept={DOCUMENT_ACCEPT}
          multiple
          busy={busy}
          disabled={busy}
          inputTestId="invoice-attachments-input"
          sx={{ mt: 1.5, p: 1.5 }}
        />
      )}
      <DeleteRowConfirm
        open={Boolean(remove)}
        what={t('the')}
        name={remove ? (remove.attachmentName ?? remove.fileName) : ''}
        final
        run={async () =>
          setAttachments((await invoiceApi.deleteAttachments(invoiceId, [remove!.fileName])).attachments)
        }
        success="invoices.attachments.deleted"
        failure="invoices.attachments.deleteFailed"
        onClose={() => setRemove(undefined)}
        onDone={() => setRemove(undefined)}
      />
    </Paper>
  );
}
