import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import PrintIcon from '@mui/icons-material/Print';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { CardsOnPhone, RowAction, RowActions } from '@admin/primitives';
import type { Payment } from '@domain/finance';

/**
 * Under a payment's amount, when it reaches past its own invoice: the invoices it settles and what
 * it left on the agency's account as credit (the receivables ledger's `settledInvoices`, `unallocated`).
 */
function Settles({ payment, currency }: { payment: Payment; currency: string | null | undefined }) {
  const translate = useTranslate();
  const format = useFormat();
  const settled = payment.settledInvoices ?? [];
  const unallocated = payment.unallocated ?? 0;
  const beyond = settled.some((s) => s.invoiceId !== payment.invoiceId) || unallocated > 0;
  if (!beyond) return null;
  const parts = settled.map((s) => `${s.invoiceNumber ?? `#${s.invoiceId}`} ${format.amount(s.amount, currency)}`);
  if (unallocated > 0)
    parts.push(`${translate('invoicePayments.rows.onAccount')} ${format.amount(unallocated, currency)}`);
  return (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'normal' }}>
      {translate('invoicePayments.rows.settles')}: {parts.join(', ')}
    </Typography>
  );
}

/**
 * The payments recorded against the invoice (§2.6): ID, Payment Type, Amount (with the invoices it
 * settles when it reaches past this one), Payment Date, Payment Account, Ref, Action (edit, print,
 * delete: each only when given); a row saying so when none.
 */
export function InvoicePaymentRows({
  payments,
  currency,
  editingId,
  onEdit,
  onPrint,
  onDelete,
}: {
  payments: Payment[] | undefined;
  currency: string | null | undefined;
  editingId?: number;
  onEdit?: (payment: Payment) => void;
  /** Opens the payment's receipt preview. */
  onPrint?: (payment: Payment) => void;
  onDelete?: (payment: Payment) => void;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const t = (key: string) => translate(`invoicePayments.columns.${key}`);
  const actions = Boolean(onEdit || onPrint || onDelete);
  return (
    <CardsOnPhone sx={{ '& tbody': { px: 0 } }}>
      <Table size="small" aria-label={translate('invoicePayments.dialog.recorded')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('id')}</TableCell>
            <TableCell>{t('paymentType')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            <TableCell>{t('paymentDate')}</TableCell>
            <TableCell>{t('paymentAccount')}</TableCell>
            <TableCell>{t('ref')}</TableCell>
            {actions && <TableCell align="right">{t('action')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {payments?.length === 0 && (
            <TableRow>
              <TableCell colSpan={actions ? 7 : 6} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                {translate('invoicePayments.dialog.noPayments')}
              </TableCell>
            </TableRow>
          )}
          {payments?.map((p) => (
            <TableRow key={p.id} selected={p.id === editingId}>
              <TableCell component="th" scope="row">
                {p.id}
              </TableCell>
              <TableCell>{p.paymentTypeName ?? ''}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format.amount(p.amount, p.currencyInitial ?? currency)}
                <Settles payment={p} currency={p.currencyInitial ?? currency} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(p.paymentDate)}</TableCell>
              <TableCell>{p.paymentAccountName ?? ''}</TableCell>
              <TableCell>{p.ref ?? ''}</TableCell>
              {actions && (
                <TableCell align="right">
                  <RowActions onEdit={onEdit && (() => onEdit(p))} onDelete={onDelete && (() => onDelete(p))}>
                    {onPrint && (
                      <RowAction
                        label={translate('invoicePayments.print.print')}
                        icon={<PrintIcon fontSize="small" />}
                        color="primary"
                        onClick={() => onPrint(p)}
                      />
                    )}
                  </RowActions>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}
