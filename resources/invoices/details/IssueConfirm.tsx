import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { ActionConfirm } from '@admin/primitives';
import type { InvoiceDetail } from '@domain/finance/invoice-schema';
import { invoiceApi } from '../api';

interface Props {
  /** The draft to issue (its id and the version read), or undefined when closed. */
  draft: { id: number; version: number } | undefined;
  onClose: () => void;
  /** The issued invoice, once the server gave it its number. */
  onIssued: (invoice: InvoiceDetail) => void;
}

/**
 * Issuing a draft is an act: a confirmation saying it gets a legal number and is locked, then
 * `POST issue` with the version read, then 'Invoice INV-2026-00042 issued.'.
 */
export function IssueConfirm({ draft, onClose, onIssued }: Props) {
  const translate = useTranslate();
  const issued = useRef<InvoiceDetail | undefined>(undefined);
  return (
    <ActionConfirm<InvoiceDetail>
      open={Boolean(draft)}
      title="invoices.issue.question"
      content="invoices.issue.text"
      confirm="invoices.issue.yes"
      confirmColor="primary"
      run={async () => (issued.current = await invoiceApi.issue(draft!.id, draft!.version))}
      success={(invoice) => translate('invoices.issue.issued', { number: invoice.number ?? '' })}
      failure="invoices.issue.failed"
      onClose={onClose}
      onDone={() => onIssued(issued.current!)}
    />
  );
}
