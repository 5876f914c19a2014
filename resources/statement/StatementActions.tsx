import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ActionConfirm, ExportButton, useOpenPdf, type ToastText } from '@admin/primitives';
import type { StatementFilter } from '@domain/statement';
import { statementApi, type StatementMailAnswer } from './api';

/** The toast of an e-mailed statement: "sent" only when the SMTP server took it, else why it waits, naming the recipient. */
export function mailToast({ sent, reason, recipient }: StatementMailAnswer): ToastText {
  if (sent) return { message: 'statement.mailSent', args: { recipient } };
  return { message: `statement.mailNotSent.${reason ?? 'sending'}`, args: { recipient }, type: 'warning' };
}

/**
 * The statement's documents, for the search applied: Download PDF (opened in a new window, made by
 * the server), CSV (the list Export), and E-mail (the PDF to the agency's address, after a
 * confirmation; then a toast saying it was sent only when the SMTP server accepted it, else that
 * it waits in the Outbox and why, or is still being sent). Each takes every matching row, not only the page.
 */
export function StatementActions({ filter }: { filter: StatementFilter }) {
  const translate = useTranslate();
  const pdf = useOpenPdf();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ExportButton target={statementApi.csv(filter)} />
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfIcon />}
        disabled={pdf.opening}
        onClick={() => pdf.open(() => statementApi.pdf(filter))}
      >
        {translate('statement.pdf')}
      </Button>
      <Button variant="outlined" startIcon={<EmailIcon />} onClick={() => setConfirming(true)}>
        {translate('statement.mail')}
      </Button>
      <ActionConfirm
        open={confirming}
        title="statement.mailConfirmTitle"
        content="statement.mailConfirmText"
        confirm="statement.mailConfirm"
        confirmColor="primary"
        run={() => statementApi.mail(filter)}
        success={mailToast}
        failure="statement.mailFailed"
        onClose={() => setConfirming(false)}
        onDone={() => setConfirming(false)}
      />
    </>
  );
}
