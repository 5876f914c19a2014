import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import type { InvoiceDetail } from '@domain/finance';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { shownReference } from './reference';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The invoice a payment is recorded against: its number (or Draft), request reference, agency,
 * grand total, paid, balance due and status; amounts in the invoice's currency.
 */
export function InvoiceHeader({ invoice }: { invoice: InvoiceDetail }) {
  const translate = useTranslate();
  const format = useFormat();
  const t = (key: string) => translate(`invoicePayments.header.${key}`);
  const money = (value: number) => format.amount(value, invoice.currencyInitial);
  const kind = invoice.documentType === 'creditNote' ? t('creditNote') : t('invoice');
  return (
    <Box
      component="dl"
      aria-label={t('title')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
        gap: 1.5,
        m: 0,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Item label={kind}>{invoice.number ?? t('draft')}</Item>
      <Item label={t('requestRef')}>{shownReference(invoice)}</Item>
      <Item label={t('agency')}>{invoice.agencyName}</Item>
      <Item label={t('status')}>
        <InvoiceStatusBadge status={invoice.status} label={invoice.statusString} />
      </Item>
      <Item label={t('grandTotal')}>{money(invoice.grandTotal)}</Item>
      {invoice.creditedTotal ? <Item label={t('credited')}>{money(invoice.creditedTotal)}</Item> : null}
      <Item label={t('paid')}>{money(invoice.paidTotal)}</Item>
      <Item label={t('balanceDue')}>{money(invoice.balanceDue)}</Item>
    </Box>
  );
}
