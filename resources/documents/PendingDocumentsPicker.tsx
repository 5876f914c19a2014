import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useLang } from '@admin/i18n';
import { DropZone, useToast } from '@admin/primitives';
import { DOCUMENT_ACCEPT, MAX_DOCUMENTS_PER_REFERENCE, selectionProblem, sizeText } from './document-files';

export interface PendingDocumentsPickerProps {
  /** The files chosen so far (kept by the caller, e.g. the wizard's state). */
  files: File[];
  onChange: (files: File[]) => void;
  /** Documents the row already has, counted against the limit with the chosen ones (a stored payment's). */
  stored?: number;
  /** The caption under the drop zone: when the chosen files are sent (default: after the request's submission). */
  hint?: string;
  /** The file input's test id (tests choose files through it). */
  inputTestId?: string;
}

/**
 * Documents chosen before they can be sent (the wizard's step 3: transport tickets, before the
 * request exists; a payment's files, sent with it): the same drop zone and checks as
 * AttachmentsPanel, the chosen files listed with a remove button. Nothing is sent here; after
 * submission the wizard calls `uploadPendingDocuments(requestGuid, files)`.
 */
export function PendingDocumentsPicker({
  files,
  onChange,
  stored = 0,
  hint,
  inputTestId = 'pending-documents-input',
}: PendingDocumentsPickerProps) {
  const translate = useTranslate();
  const lang = useLang();
  const toast = useToast();
  const remaining = MAX_DOCUMENTS_PER_REFERENCE - stored - files.length;

  const add = (chosen: File[]) => {
    const problem = selectionProblem(chosen, stored + files.length);
    if (problem) toast.failure(undefined, problem.key, problem.args);
    else onChange([...files, ...chosen]);
  };

  return (
    <Box>
      {files.length > 0 && (
        <Box sx={{ maxHeight: 400, overflowY: 'auto', mb: 1 }}>
          <List dense disablePadding aria-label={translate('documents.pending')}>
            {files.map((file, index) => {
              const size = sizeText(file.size, lang);
              return (
                <ListItem
                  // Two chosen files may share a name: the position tells them apart.
                  key={`${index}-${file.name}`}
                  divider
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={translate('documents.removePending', { name: file.name })}
                      onClick={() => onChange(files.filter((_, i) => i !== index))}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemText primary={file.name} secondary={translate(size.key, { size: size.size })} />
                </ListItem>
              );
            })}
          </List>
        </Box>
      )}
      {remaining > 0 ? (
        <DropZone
          onFiles={add}
          label={translate('documents.upload')}
          hint={translate('documents.dropHint', { smart_count: remaining })}
          icon={<UploadFileIcon color="action" />}
          accept={DOCUMENT_ACCEPT}
          multiple
          inputTestId={inputTestId}
          sx={{ p: 1.5 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('documents.full', { max: MAX_DOCUMENTS_PER_REFERENCE })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {hint ?? translate('documents.pendingHint')}
      </Typography>
    </Box>
  );
}
