/** Step 5 (Complete): the request to check (RequestSummary, each part with Edit), the notes and the agency's own reference number, then the submission. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RequestSummary } from './RequestSummary';
import { useErrorText, useWizardText } from './text';
import type { Wizard } from './useWizard';
import type { FieldErrors } from './validate-body';

interface Props {
  wizard: Wizard;
  errors: FieldErrors;
  submitting: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** Opens a step to change it (the summary's Edit buttons). */
  onEdit: (step: number) => void;
  /** The files to attach, named in the summary. */
  documentNames?: readonly string[];
}

export function CompleteStep({ wizard, errors, submitting, submitLabel, onSubmit, onEdit, documentNames }: Props) {
  const t = useWizardText();
  const errorText = useErrorText();
  const { copy, dispatch } = wizard;
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      {Object.entries(errors).map(([path, m]) => (
        <Alert key={path} severity="error">
          {errorText(m)}
        </Alert>
      ))}
      <RequestSummary wizard={wizard} onEdit={onEdit} documentNames={documentNames} />
      <TextField
        label={t('notes')}
        multiline
        minRows={4}
        value={copy.notes}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
        onChange={(e) => dispatch({ type: 'setCompletion', notes: e.target.value })}
      />
      <TextField
        label={t('referenceNumber')}
        value={copy.referenceNumber}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        helperText={t('referenceNumberHelp')}
        onChange={(e) => dispatch({ type: 'setCompletion', referenceNumber: e.target.value })}
      />
      <div>
        <Button variant="contained" size="large" disabled={submitting} onClick={onSubmit}>
          {submitLabel}
        </Button>
      </div>
    </Stack>
  );
}
