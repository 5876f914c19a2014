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
import { RefundCreditDialog } from './RefundCreditDialog';

/**
 * The agency's credit on account beside an invoice, when it has some (`GET /finance/agency/balance`):
 * "Credit on account: €X"; for a clerk who may record payments (`canAdd`), Use credit (the credit
 * settles this invoice as far as it goes: `allocatecredit`) while the issued invoice has a balance
 * due, and Refund credit (RefundCreditDialog). `onChanged` after either (the caller reloads).
 * In the payments dialog and in the invoice details.
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
    retry: false,
    refetchOnWindowFocus: false,
  });
  const account = balance.data;
  if (!account || account.creditOnAccount <= 0 || invoice.documentType === 'creditNote') return null;
  const usable = canAdd && invoice.number !== null && invoice.balanceDue > 0;

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
            <Button size="small" onClick={() => setRefunding(true)}>
              {t('refundCredit')}
            </Button>
          </Box>
        )
      }
    >
      {t('credit', { amount: format.amount(account.creditOnAccount, account.currency) })}
      {refunding && (
        <RefundCreditDialog
          balance={account}
          onClose={() => setRefunding(false)}
          onDone={() => {
            setRefunding(false);
            void balance.refetch();
            onChanged();
          }}
        />
      )}
    </Alert>
  );
}
