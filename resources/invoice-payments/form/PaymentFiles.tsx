import DeleteIcon from '@mui/icons-material/Delete';
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
import { DeleteRowConfirm } from '@admin/primitives';
import type { Payment } from '@domain/finance';
import { PendingDocumentsPicker } from '@resources/documents';
import { paymentApi } from '../api';

type Attachment = NonNullable<Payment['attachments']>[number];

/**
 * The payment's files: the documents' picker (images and PDF, at most 50 with those stored) for
 * the files sent when the payment is saved; when editing a payment that has some, its 'Invoice
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
  const t = (key: string, options?: Record<string, unknown>) => translate(`invoicePayments.files.${key}`, options);
  const [removing, setRemoving] = useState<Attachment | undefined>();

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
      <PendingDocumentsPicker
        files={files}
        onChange={onFiles}
        stored={attachments.length}
        hint={t('whenSaved')}
        inputTestId="payment-files-input"
      />
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
