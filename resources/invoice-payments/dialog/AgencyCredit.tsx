import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { useToast } from '@admin/primitives';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import { useCan } from '@admin/session/useCan';
import type { InvoiceDetail } from '@domain/finance';
import { accountApi } from '../api';
import { ACCOUNT_QUERY, PAYMENTS_ADD } from '../shared/reference';
import { AgencyRefunds } from './AgencyRefunds';
import { RefundCreditDialog } from './RefundCreditDialog';

const once = { retry: false, refetchOnWindowFocus: false } as const;

/**
 * The agency's credit on account beside an invoice, when it has some or had some refunded
 * (`GET /finance/agency/balance`, `GET refunds?agencyId=`): "Credit on account: €X", the agency's
 * refunds under it (AgencyRefunds: each one's receipt to print); for a clerk who may record
 * payments (`canAdd`), Use credit (the credit settles this invoice as far as it goes:
 * `allocatecredit`) while the issued invoice has a balance due, and Refund credit
 * (RefundCreditDialog, which offers the new refund's receipt). `onChanged` after either (the
 * caller reloads). In the payments dialog and in the invoice details.
 * @example <AgencyCredit invoice={invoice} onChanged={() => void reload()} />
 */
export function AgencyCredit({
  invoice,
  canAdd: allowed,
  onChanged,
  sx,
}: {
  invoice: Pick<InvoiceDetail, 'id' | 'agencyId' | 'number' | 'balanceDue' | 'documentType'>;
  /** May record payments; by default: a company user holding Finance.InvoicePayments.Add. */
  canAdd?: boolean;
  onChanged: () => void;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const toast = useToast();
  const t = (key: string, options?: Record<string, unknown>) => translate(`invoicePayments.account.${key}`, options);
  const may = useCan(PAYMENTS_ADD) && isCompanyUser(getClaims());
  const canAdd = allowed ?? may;
  const [busy, setBusy] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const balance = useQuery({
    queryKey: [...ACCOUNT_QUERY, 'balance', invoice.agencyId],
    queryFn: () => accountApi.balance(invoice.agencyId),
    ...once,
  });
  const shown = invoice.documentType !== 'creditNote';
  const refunds = useQuery({
    queryKey: [...ACCOUNT_QUERY, 'refunds', invoice.agencyId],
    queryFn: () => accountApi.refunds(invoice.agencyId),
    enabled: shown && balance.data !== undefined,
    ...once,
  });
  const account = balance.data;
  const refunded = refunds.data ?? [];
  // The refund dialog outlives the line: a refund of all the credit still offers its receipt.
  const dialog = refunding && account && (
    <RefundCreditDialog
      balance={account}
      onClose={() => setRefunding(false)}
      onDone={() => {
        void balance.refetch();
        void refunds.refetch();
        onChanged();
      }}
    />
  );
  if (!account || !shown || (account.creditOnAccount <= 0 && refunded.length === 0)) return dialog || null;
  const credit = account.creditOnAccount > 0;
  const usable = canAdd && credit && invoice.number !== null && invoice.balanceDue > 0;

  const spendCredit = async () => {
    setBusy(true);
    try {
      await accountApi.allocateCredit(invoice.id);
      toast.success('invoicePayments.account.allocated');
      await balance.refetch();
      onChanged();
    } catch (error) {
      toast.failure(error, 'invoicePayments.account.allocateFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      severity="info"
      sx={sx}
      aria-label={t('title')}
      action={
        canAdd && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {usable && (
              <Button size="small" variant="outlined" disabled={busy} onClick={() => void spendCredit()}>
                {t('useCredit')}
              </Button>
            )}
            {credit && (
              <Button size="small" onClick={() => setRefunding(true)}>
                {t('refundCredit')}
              </Button>
            )}
          </Box>
        )
      }
    >
      {t('credit', { amount: format.amount(account.creditOnAccount, account.currency) })}
      <AgencyRefunds refunds={refunded} />
      {dialog}
    </Alert>
  );
}
