import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { DeleteRowConfirm, DropZone, useToast } from '@admin/primitives';
import { documentApi, type StoredDocument } from './document-api';
import { DOCUMENT_ACCEPT, MAX_DOCUMENTS_PER_REFERENCE, selectionProblem, sizeText } from './document-files';

export interface AttachmentsPanelProps {
  /** What the documents are attached to: a reservation request's guid. */
  referenceId: string;
  /** Shows the uploader (the user holds the reference's add permission). */
  canUpload: boolean;
  /** Shows a delete icon per file. */
  canDelete: boolean;
  /** Heading (an i18n key or a text); 'Attachments' when absent. */
  title?: string;
}

/**
 * The documents of a row (spec §2 Documents): the file listing titled 'Attachments' ('No
 * attachments found' when empty; file name, which downloads it, size, date; a delete icon with
 * the delete confirmation when deletion is enabled; at most 400 px high, then it scrolls) and an
 * uploader taking several images or PDF files at once, no more than the room left of 50. The list
 * is fetched again after every upload or delete; successes and failures are toasts.
 */
export function AttachmentsPanel({
  referenceId,
  canUpload,
  canDelete,
  title = 'documents.title',
}: AttachmentsPanelProps) {
  const translate = useTranslate();
  const format = useFormat();
  const toast = useToast();
  const headingId = useId();
  const {
    data: documents,
    isError: loadFailed,
    refetch,
  } = useQuery({
    queryKey: ['documents', referenceId],
    queryFn: () => documentApi.getByReference(referenceId),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [uploading, setUploading] = useState(false);
  const [toDelete, setToDelete] = useState<StoredDocument>();

  const upload = async (files: File[]) => {
    const problem = selectionProblem(files, documents?.length ?? 0);
    if (problem) {
      toast.failure(undefined, problem.key, problem.args);
      return;
    }
    setUploading(true);
    try {
      await documentApi.add(referenceId, files);
      toast.success('documents.uploaded');
    } catch (error) {
      toast.failure(error, 'documents.uploadFailed');
    } finally {
      setUploading(false);
      // Also after a failure: a selection sent in several calls may be partly stored.
      await refetch();
    }
  };

  const open = async (document: StoredDocument) => {
    try {
      await documentApi.download(document);
    } catch (error) {
      toast.failure(error, 'documents.openFailed');
    }
  };

  const count = documents?.length ?? 0;
  const remaining = MAX_DOCUMENTS_PER_REFERENCE - count;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate(title, { _: title })}
        {documents && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            ({count} / {MAX_DOCUMENTS_PER_REFERENCE})
          </Typography>
        )}
      </Typography>
      {!documents && !loadFailed && <CircularProgress size={24} aria-label={translate('documents.loading')} />}
      {loadFailed && (
        <Typography color="error" variant="body2">
          {translate('documents.loadFailed')}
        </Typography>
      )}
      {documents && documents.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('documents.empty')}
        </Typography>
      )}
      {documents && documents.length > 0 && (
        <Box sx={{ maxHeight: 400, overflowY: 'auto' }} data-testid="attachments-list">
          <List dense disablePadding>
            {documents.map((document) => {
              const size = sizeText(document.size, format.lang);
              return (
                <ListItem
                  key={document.id}
                  divider
                  secondaryAction={
                    canDelete && (
                      <IconButton
                        edge="end"
                        color="error"
                        aria-label={translate('documents.delete', { name: document.fileName })}
                        onClick={() => setToDelete(document)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )
                  }
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {document.contentType === 'application/pdf' ? (
                      <PictureAsPdfIcon color="error" />
                    ) : (
                      <ImageIcon color="primary" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={
                      <Link
                        component="button"
                        type="button"
                        onClick={() => void open(document)}
                        sx={{ textAlign: 'left', wordBreak: 'break-all' }}
                      >
                        {document.fileName}
                      </Link>
                    }
                    secondary={`${translate(size.key, { size: size.size })} · ${format.dateTime(document.dateCreated)}`}
                  />
                </ListItem>
              );
            })}
          </List>
        </Box>
      )}
      {canUpload && documents && remaining > 0 && (
        <DropZone
          onFiles={(files) => void upload(files)}
          label={translate('documents.upload')}
          hint={translate('documents.dropHint', { smart_count: remaining })}
          icon={<UploadFileIcon color="action" />}
          accept={DOCUMENT_ACCEPT}
          multiple
          busy={uploading}
          disabled={uploading}
          inputTestId="documents-input"
          sx={{ mt: 1.5, p: 1.5 }}
        />
      )}
      {canUpload && documents && remaining <= 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {translate('documents.full', { max: MAX_DOCUMENTS_PER_REFERENCE })}
        </Typography>
      )}
      <DeleteRowConfirm
        open={Boolean(toDelete)}
        what={translate('documents.the')}
        name={toDelete?.fileName ?? ''}
        final
        run={() => documentApi.remove(toDelete!.id)}
        success="documents.deleted"
        failure="documents.deleteFailed"
        onClose={() => setToDelete(undefined)}
        onDone={() => {
          setToDelete(undefined);
          void refetch();
        }}
      />
    </Paper>
  );
}
