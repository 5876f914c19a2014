import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The main button of an authentication form, busy (spinner, disabled) while sending. */
export const SubmitButton = ({ sending, children }: { sending: boolean; children: ReactNode }) => (
  <Button
    type="submit"
    variant="contained"
    size="large"
    disabled={sending}
    startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
  >
    {children}
  </Button>
);
