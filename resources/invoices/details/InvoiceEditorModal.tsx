import LockIcon from '@mui/icons-material/Lock';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ActionConfirm, Modal, StaleNotice, useOptions, useToast, type useDialogSave } from '@admin/primitives';
import { INVOICE_STATUS, isCancelledStatus } from '@domain/finance';
import type { InvoiceDetail, InvoiceUpdateBody } from '@domain/finance/invoice-schema';
import { AgencyCredit } from '@resources/invoice-payments';
import { invoiceApi } from '../api';
import { EInvoiceMenu } from '../e-invoice';
import { InvoicePrintPreview } from '../print';
import { useInvoiceRights } from '../shared/useInvoiceRights';
import { CancelConfirm, cancelToast } from './CancelConfirm';
import { InvoiceAttachments } from './InvoiceAttachments';
import { InvoiceFooterFields } from './InvoiceFooterFields';
import { InvoiceHeaderCard } from './InvoiceHeaderCard';
import { InvoiceRowsTable } from './InvoiceRowsTable';
import { InvoiceTotals } from './InvoiceTotals';
import { IssueConfirm } from './IssueConfirm';
import { useInvoiceEditor, type Service } from './useInvoiceEditor';

interface Props {
  invoice: InvoiceDetail;
  saving: ReturnType<typeof useDialogSave>;
  onOpen: (id: number) => void;
  onReload: () => Promise<void>;
  onClose: () => void;
  onSaved: () => void;
}

const EXTRA_SERVICES = { typeGroupId: 10 };

/**
 * The loaded invoice in the modal: header card, rows with the manual-row editor, totals, status,
 * currency, notes, attachments; Print (its print preview, as saved), Close and Save changes (PUT
 * update with the version read). An issued invoice says it is locked and offers 'Issue a credit
 * note' (confirmed; the corrected draft it returns opens). A draft offers Issue (confirmed: it gets
 * its legal number and is locked). Choosing Canceled or Canceled With Charges asks first, naming the
 * credit note it issues (CancelConfirm). Read-only for a user who may not change invoices (agency users).
 */
export function InvoiceEditorModal({ invoice, saving, onOpen, onReload, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const rights = useInvoiceRights();
  const services = useOptions<Service>('infra-type', { query: EXTRA_SERVICES, staleTime: 60_000 }) ?? [];
  const editor = useInvoiceEditor(invoice, services, rights.canEdit);
  const [creditNote, setCreditNote] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const [cancelling, setCancelling] = useState<InvoiceUpdateBody | undefined>();
  const t = (key: string, args?: Record<string, unknown>) => translate(`invoices.details.${key}`, args);
  const readOnly = !rights.canEdit;
  // The number never breaks at its dashes (a phone's title wraps before it).
  const title = (
    <>
      {t(invoice.documentType === 'creditNote' ? 'creditNoteTitle' : readOnly ? 'viewTitle' : 'updateTitle')}{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {invoice.number ?? t('draftNumber', { id: invoice.id })}
      </Box>
    </>
  );

  const issuable =
    !readOnly && invoice.documentType === 'invoice' && invoice.number === null && !isCancelledStatus(invoice.status);
  const issue = () => {
    if (editor.editing || editor.rowsChanged || editor.status !== invoice.status)
      return toast.failure(undefined, 'invoices.issue.saveFirst');
    setIssuing(true);
  };

  const submit = () => {
    if (editor.editing) return toast.failure(undefined, 'invoices.details.editingRow');
    const body = editor.body();
    if (!body) return;
    const cancels = body.status === INVOICE_STATUS.Canceled || body.status === INVOICE_STATUS.CanceledWithCharges;
    if (cancels && body.status !== invoice.status) return setCancelling(body);
    save(body);
  };

  /** PUT update; a cancellation's toast names the credit note it issued. */
  const save = (body: InvoiceUpdateBody) => {
    let saved: InvoiceDetail | undefined;
    const cancels = body.status !== invoice.status && isCancelledStatus(body.status ?? invoice.status);
    void saving.save(
      async () => {
        saved = await invoiceApi.update(body);
      },
      () => (cancels && saved ? cancelToast(saved, translate) : 'invoices.details.updated'),
      () => {
        onSaved();
        onClose();
      },
    );
  };

  return (
    <Modal
      title={title}
      onClose={onClose}
      actions={
        <>
          <Box sx={{ mr: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button startIcon={<PrintIcon />} onClick={() => setPrinting(true)}>
              {translate('print.action')}
            </Button>
            <EInvoiceMenu invoice={invoice} as="button" />
          </Box>
          {issuable && (
            <Button variant="outlined" onClick={issue} disabled={saving.saving}>
              {translate('invoices.issue.action')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('form.close')}</Button>
          {!readOnly && (
            <Button variant="contained" onClick={submit} disabled={saving.saving}>
              {t('saveChanges')}
            </Button>
          )}
        </>
      }
    >
      <DialogContent>
        <StaleNotice conflict={saving.conflict} onReload={() => void saving.reload(onReload)} />
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('readOnly')}
          </Alert>
        )}
        {editor.locked && !readOnly && (
          <Alert
            severity="info"
            icon={<LockIcon fontSize="inherit" />}
            sx={{ mb: 2 }}
            action={
              editor.canCreditNote && (
                <Button color="inherit" size="small" onClick={() => setCreditNote(true)}>
                  {t('issueCreditNote')}
                </Button>
              )
            }
          >
            {t('locked')}
          </Alert>
        )}
        <InvoiceHeaderCard invoice={invoice} onOpen={onOpen} />
        <InvoiceRowsTable editor={editor} services={services} canDelete={rights.canDelete} />
        <Box sx={{ mt: 2 }}>
          <InvoiceTotals totals={editor.totals} currency={invoice.currencyInitial} preview={editor.rowsChanged} />
        </Box>
        <AgencyCredit
          invoice={invoice}
          sx={{ mt: 2 }}
          onChanged={() => {
            onSaved();
            void onReload();
          }}
        />
        <Box sx={{ mt: 2 }}>
          <InvoiceFooterFields editor={editor} readOnly={readOnly} serverErrors={saving.errors} />
        </Box>
        <Box sx={{ mt: 2 }}>
          <InvoiceAttachments invoiceId={invoice.id} initial={invoice.attachments} canAttach={rights.canAttach} />
        </Box>
      </DialogContent>
      <IssueConfirm
        draft={issuing ? invoice : undefined}
        onClose={() => setIssuing(false)}
        onIssued={() => {
          setIssuing(false);
          onSaved();
          void onReload();
        }}
      />
      <CancelConfirm
        invoice={invoice}
        grandTotal={editor.totals.grand}
        body={cancelling}
        onClose={() => setCancelling(undefined)}
        onConfirm={(body) => {
          setCancelling(undefined);
          save(body);
        }}
      />
      {printing && <InvoicePrintPreview invoiceId={invoice.id} invoice={invoice} onClose={() => setPrinting(false)} />}
      <ActionConfirm
        open={creditNote}
        title="invoices.details.creditNoteQuestion"
        content="invoices.details.creditNoteText"
        confirm="invoices.details.creditNoteYes"
        translateOptions={{ number: invoice.number ?? '' }}
        run={async () => {
          const result = await invoiceApi.issueCreditNote({ invoiceId: invoice.id, version: invoice.version });
          onSaved();
          onOpen(result.invoice.id);
        }}
        success="invoices.details.creditNoteIssued"
        failure="invoices.details.creditNoteFailed"
        onClose={() => setCreditNote(false)}
        onDone={() => setCreditNote(false)}
      />
    </Modal>
  );
}
