import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { useOpenPdf } from '@admin/primitives';
import { accountApi, type Refund } from '../api';

/**
 * The agency's refunds of its credit on account under the credit line (AgencyCredit), newest
 * first: date, amount, reference and a print button opening the refund's receipt (the server's
 * PDF, `GET refund/pdf?id=`). Nothing when there are none.
 * @example <AgencyRefunds refunds={refunds.data ?? []} />
 */
export function AgencyRefunds({ refunds }: { refunds: Refund[] }) {
  const translate = useTranslate();
  const format = useFormat();
  const pdf = useOpenPdf();
  if (refunds.length === 0) return null;
  return (
    <Box component="ul" aria-label={translate('invoicePayments.account.refunds')} sx={{ m: 0, mt: 0.5, pl: 0 }}>
      {refunds.map((refund) => (
        <Typography
          key={refund.id}
          component="li"
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none' }}
        >
          {translate('invoicePayments.account.refundLine', {
            date: format.date(refund.refundDate),
            amount: format.amount(refund.amount, refund.currencyInitial ?? null),
          })}
          {refund.ref ? ` · ${refund.ref}` : ''}
          <IconButton
            size="small"
            aria-label={translate('invoicePayments.account.printRefund', { id: refund.id })}
            disabled={pdf.opening}
            onClick={() => pdf.open(() => accountApi.refundReceipt(refund.id))}
          >
            <PrintIcon fontSize="small" />
          </IconButton>
        </Typography>
      ))}
    </Box>
  );
}
