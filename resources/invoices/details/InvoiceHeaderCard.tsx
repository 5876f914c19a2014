import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import type { InvoiceDetail } from '@domain/finance/invoice-schema';
import { InvoiceStatusBadge } from '@resources/invoice-payments';
import { shownRequestReference } from '../shared/references';

/**
 * The header card 'Invoice Details' (§2.3): status, request type, reference, date, agency
 * reference, pax, agency; an issued document's number, issue and due dates; a credit note names
 * the invoice it corrects and an invoice its credit notes, each opening it (`onOpen`).
 */
export function InvoiceHeaderCard({ invoice, onOpen }: { invoice: InvoiceDetail; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const f = useFormat();
  const headingId = useId();
  const t = (key: string, args?: Record<string, unknown>) => translate(`invoices.details.${key}`, args);
  const item = (label: string, value: ReactNode) => (
    <Box key={label} sx={{ minWidth: 150 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Typography>
    </Box>
  );
  const open = (id: number, label: string) => (
    <Link key={id} component="button" type="button" onClick={() => onOpen(id)} sx={{ verticalAlign: 'baseline' }}>
      {label}
    </Link>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }}>
        {item(t('status'), <InvoiceStatusBadge status={invoice.status} label={invoice.statusString} />)}
        {invoice.number !== null && item(t('number'), invoice.number)}
        {invoice.number !== null && item(t('issueDate'), f.date(invoice.issueDate))}
        {invoice.number !== null && item(t('dueDate'), f.date(invoice.dueDate))}
        {item(t('requestType'), invoice.requestType)}
        {item(t('requestReference'), shownRequestReference(invoice))}
        {item(t('requestDate'), f.date(invoice.requestDate))}
        {item(t('agencyReference'), invoice.agencyReference)}
        {item(t('pax'), invoice.pax)}
        {item(t('agencyName'), invoice.agencyName)}
      </Box>
      {invoice.documentType === 'creditNote' && invoice.correctsInvoiceId && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {open(invoice.correctsInvoiceId, t('correctsInvoice', { number: invoice.correctsInvoiceNumber ?? '' }))}
        </Typography>
      )}
      {invoice.creditNotes && invoice.creditNotes.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {t('creditNotes', { list: '' })}
          {invoice.creditNotes.map((note, i) => (
            <span key={note.id}>
              {i > 0 && ', '}
              {open(note.id, note.number ?? String(note.id))}
            </span>
          ))}
        </Typography>
      )}
    </Paper>
  );
}
