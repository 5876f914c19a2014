import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Big from 'big.js';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { DateInput, Modal, MoneyInput, today, useDialogSave, useOpenPdf, useOptions } from '@admin/primitives';
import { PAYMENT_REF_MAX, type AgencyBalance, type Refund } from '@domain/finance';
import { accountApi } from '../api';
import { RowSelect } from '../form/PaymentFields';
import { utcToday } from '../form/validate-payment';
import { PAYMENT_TYPE_GROUP } from '../shared/reference';

interface Option {
  id: number;
  title?: string;
  isActive?: boolean;
}

/**
 * Credit on account paid back to the agency (`POST refund`): the amount (the credit suggested, at
 * most it), the date (today at the latest), the account and type as a payment has them, a reference.
 * One Idempotency-Key per dialog: a double click records one refund. Once recorded (`onDone`), the
 * dialog says so and offers Print receipt (the refund's PDF, `GET refund/pdf?id=`) until closed.
 */
export function RefundCreditDialog({
  balance,
  onClose,
  onDone,
}: {
  balance: AgencyBalance;
  onClose: () => void;
  onDone: (refund: Refund) => void;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const t = (key: string, options?: Record<string, unknown>) => translate(`invoicePayments.account.${key}`, options);
  const f = (key: string) => translate(`invoicePayments.form.${key}`);
  const accounts = useOptions<Option>('payment-account', { staleTime: 60_000 });
  const types = useOptions<Option>('infra-type', { query: { typeGroupId: PAYMENT_TYPE_GROUP }, staleTime: 60_000 });
  const credit = format.amount(balance.creditOnAccount, balance.currency);
  const [values, setValues] = useState({
    amount: new Big(balance.creditOnAccount).toFixed(2),
    refundDate: today(),
    paymentAccountId: '',
    paymentTypeId: '',
    ref: '',
  });
  const [tried, setTried] = useState(false);
  const key = useRef(crypto.randomUUID());
  const dialog = useDialogSave('invoicePayments.account.refundFailed');
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const [recorded, setRecorded] = useState<Refund | null>(null);
  const pdf = useOpenPdf();

  const problems: Record<string, string | undefined> = {
    amount:
      values.amount === ''
        ? t('amountRequired')
        : new Big(values.amount).gt(balance.creditOnAccount)
          ? t('aboveCredit', { amount: credit })
          : undefined,
    refundDate: values.refundDate ? undefined : translate('invoicePayments.errors.paymentDateRequired'),
    paymentAccountId: values.paymentAccountId ? undefined : translate('invoicePayments.errors.paymentAccountRequired'),
    paymentTypeId: values.paymentTypeId ? undefined : translate('invoicePayments.errors.paymentTypeRequired'),
    ref: values.ref.trim() && values.ref.trim().length < 3 ? translate('invoicePayments.errors.refMin') : undefined,
  };
  const messageOf = (field: string) => (tried ? problems[field] : undefined) ?? dialog.errors[field]?.join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Rendered within the payments dialog's form: its submit is not that form's.
    event.stopPropagation();
    setTried(true);
    if (Object.values(problems).some(Boolean) || dialog.saving) return;
    let saved: Refund;
    void dialog.save(
      async () => {
        saved = await accountApi.refund(
          {
            agencyId: balance.agencyId,
            amount: Number(values.amount),
            refundDate: values.refundDate,
            paymentAccountId: Number(values.paymentAccountId),
            paymentTypeId: Number(values.paymentTypeId),
            ref: values.ref.trim() || null,
          },
          key.current,
        );
      },
      'invoicePayments.account.refunded',
      () => {
        setRecorded(saved);
        onDone(saved);
      },
    );
  };

  if (recorded)
    return (
      <Modal
        title={t('refundTitle')}
        size="sm"
        onClose={onClose}
        actions={
          <>
            <Button onClick={onClose}>{translate('form.close')}</Button>
            <Button
              variant="contained"
              disabled={pdf.opening}
              onClick={() => pdf.open(() => accountApi.refundReceipt(recorded.id))}
            >
              {t('printReceipt')}
            </Button>
          </>
        }
      >
        <DialogContent>
          <Typography variant="body2">
            {t('recorded', {
              amount: format.amount(recorded.amount, recorded.currencyInitial ?? balance.currency),
              id: recorded.id,
            })}
          </Typography>
        </DialogContent>
      </Modal>
    );

  return (
    <Modal
      title={t('refundTitle')}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{translate('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={dialog.saving}>
            {t('refund')}
          </Button>
        </>
      }
    >
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{t('refundIntro', { amount: credit })}</Typography>
        <MoneyInput
          required
          size="small"
          label={balance.currency ? `${t('amount')} (${balance.currency})` : t('amount')}
          value={values.amount}
          error={Boolean(messageOf('amount'))}
          helperText={messageOf('amount')}
          onChange={(amount) => set({ amount })}
        />
        <DateInput
          required
          size="small"
          label={t('refundDate')}
          value={values.refundDate}
          max={utcToday()}
          error={Boolean(messageOf('refundDate'))}
          helperText={messageOf('refundDate')}
          onChange={(refundDate) => set({ refundDate: refundDate ?? '' })}
        />
        <RowSelect
          label={f('paymentAccount')}
          placeholder={f('selectAccount')}
          rows={accounts}
          value={values.paymentAccountId}
          error={messageOf('paymentAccountId')}
          onChange={(paymentAccountId) => set({ paymentAccountId })}
          onBlur={() => undefined}
        />
        <RowSelect
          label={f('paymentType')}
          placeholder={f('selectType')}
          rows={types}
          value={values.paymentTypeId}
          error={messageOf('paymentTypeId')}
          onChange={(paymentTypeId) => set({ paymentTypeId })}
          onBlur={() => undefined}
        />
        <TextField
          size="small"
          label={f('ref')}
          value={values.ref}
          error={Boolean(messageOf('ref'))}
          helperText={messageOf('ref') ?? translate('invoicePayments.form.refHint', { max: PAYMENT_REF_MAX })}
          onChange={(e) => set({ ref: e.target.value })}
          slotProps={{ htmlInput: { maxLength: PAYMENT_REF_MAX } }}
        />
      </DialogContent>
    </Modal>
  );
}
