import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiUrl } from '@admin/http';
import { DeleteRowConfirm, DropZone, useToast } from '@admin/primitives';
import type { Payment } from '@domain/finance';
import { DOCUMENT_ACCEPT, MAX_DOCUMENTS_PER_REFERENCE, selectionProblem } from '@resources/documents';
import { paymentApi } from '../api';

type Attachment = NonNullable<Payment['attachments']>[number];

/**
 * The payment's files: the uploader (images and PDF, at most 50 with those stored) and the files
 * chosen, sent when the payment is saved; when editing a payment that has some, its 'Invoice
 * Payment Attachments', each deleted after the confirmation (§8: file deletion always confirms).
 */
export function PaymentFiles({
  files,
  onFiles,
  paymentId,
  attachments = [],
  onAttachmentsChanged,
}: {
  files: File[];
  onFiles: (files: File[]) => void;
  paymentId?: number;
  attachments?: Attachment[];
  onAttachmentsChanged: () => void;
}) {
  const translate = useTranslate();
  const toast = useToast();
  const t = (key: string, options?: Record<string, unknown>) => translate(`invoicePayments.files.${key}`, options);
  const [removing, setRemoving] = useState<Attachment | undefined>();
  const room = MAX_DOCUMENTS_PER_REFERENCE - attachments.length - files.length;

  // The checks of every document picker (type, count, size), with those stored and chosen counted.
  const add = (chosen: File[]) => {
    const problem = selectionProblem(chosen, attachments.length + files.length);
    if (problem) toast.failure(undefined, problem.key, problem.args);
    else onFiles([...files, ...chosen]);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {attachments.length > 0 && paymentId !== undefined && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('stored')}
          </Typography>
          <List dense disablePadding aria-label={t('stored')} sx={{ maxHeight: 400, overflowY: 'auto' }}>
            {attachments.map((a) => (
              <ListItem
                key={a.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    color="error"
                    aria-label={t('delete', { name: a.fileName })}
                    onClick={() => setRemoving(a)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    a.fullPath ? (
                      <Link href={apiUrl(a.fullPath)} target="_blank" rel="noopener">
                        {a.fileName}
                      </Link>
                    ) : (
                      a.fileName
                    )
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {files.length > 0 && (
        <List dense disablePadding aria-label={t('chosen')}>
          {files.map((file, index) => (
            <ListItem
              key={`${index}-${file.name}`}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('remove', { name: file.name })}
                  onClick={() => onFiles(files.filter((_, i) => i !== index))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={t('whenSaved')} />
            </ListItem>
          ))}
        </List>
      )}
      {room > 0 ? (
        <DropZone
          onFiles={add}
          // The name holds the visible text (WCAG 2.5.3, axe label-content-name-mismatch).
          label={`${t('upload')}: ${t('dropHint', { smart_count: room })}`}
          hint={t('dropHint', { smart_count: room })}
          icon={<UploadFileIcon color="action" />}
          accept={DOCUMENT_ACCEPT}
          multiple
          inputTestId="payment-files-input"
          sx={{ p: 1.5 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('full', { max: MAX_DOCUMENTS_PER_REFERENCE })}
        </Typography>
      )}
      <DeleteRowConfirm
        open={Boolean(removing)}
        what={t('what')}
        name={removing?.fileName ?? ''}
        final
        run={() => paymentApi.removeAttachments(paymentId!, [removing!.fileName])}
        success="invoicePayments.toast.attachmentDeleted"
        failure="invoicePayments.toast.attachmentDeleteFailed"
        onClose={() => setRemoving(undefined)}
        onDone={() => {
          setRemoving(undefined);
          onAttachmentsChanged();
        }}
      />
    </Box>
  );
}
