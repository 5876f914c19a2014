import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { PrintFacts } from '@admin/primitives/print/PrintFacts';
import { PrintSheet } from '@admin/primitives/print/PrintSheet';
import { PrintTotals, type TotalLine } from '@admin/primitives/print/PrintTotals';
import type { InvoiceDetail, Payment } from '@domain/finance';
import { shownReference } from '../shared/reference';
import type { ReceiptFigures } from '@domain/finance';

/**
 * The receipt of one payment (§2.5 print preview): its number (the payment's id) and date, who
 * paid (agency, agency reference, request reference with the supplier initial), how (payment
 * type and account, the payment's reference), the amount in the invoice's currency; then the
 * invoice it settles: its total, credit notes, what was paid before, and the balance left after it.
 */
export function ReceiptSheet({
  payment,
  invoice,
  figures,
}: {
  payment: Payment;
  invoice: InvoiceDetail;
  figures: ReceiptFigures;
}) {
  const translate = useTranslate();
  const f = useFormat();
  const t = (key: string, args?: Record<string, unknown>) => translate(`invoicePayments.print.${key}`, args);
  const money = (value: number) => f.amount(value, invoice.currencyInitial ?? payment.currencyInitial);
  const invoiceName = invoice.number ?? t('draftInvoice');
  const lines: TotalLine[] = [
    { label: t('invoiceTotal', { number: invoiceName }), value: money(figures.invoiceTotal) },
    ...(figures.credited !== 0 ? [{ label: t('credited'), value: money(figures.credited) }] : []),
    { label: t('paidBefore'), value: money(figures.paidBefore) },
    { label: t('thisPayment'), value: money(figures.amount) },
    { label: t('balanceAfter'), value: money(figures.balanceAfter), strong: true },
    ...(figures.onAccount !== 0 ? [{ label: t('onAccount'), value: money(figures.onAccount) }] : []),
  ];
  return (
    <PrintSheet
      heading={t('receiptHeading')}
      aside={
        <PrintFacts
          align="end"
          label={t('receiptHeading')}
          facts={[
            { label: t('receiptNumber'), value: payment.id },
            { label: t('paymentDate'), value: f.date(payment.paymentDate) },
          ]}
        />
      }
    >
      <Box component="section" aria-label={t('receivedFrom')}>
        <Typography variant="overline" component="h4" color="text.secondary">
          {t('receivedFrom')}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
          {payment.agencyName ?? invoice.agencyName}
        </Typography>
        <PrintFacts
          facts={[
            { label: t('agencyReference'), value: payment.agencyReference ?? invoice.agencyReference },
            { label: t('requestReference'), value: shownReference(payment) || shownReference(invoice) },
            { label: t('paymentType'), value: payment.paymentTypeName },
            { label: t('paymentAccount'), value: payment.paymentAccountName },
            { label: t('paymentRef'), value: payment.ref },
          ]}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="subtitle1" component="p">
          {t('amountReceived')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {money(payment.amount)}
        </Typography>
      </Box>
      <PrintTotals label={t('settles', { number: invoiceName })} lines={lines} />
    </PrintSheet>
  );
}
