import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { DateInput, MoneyInput, useOptions } from '@admin/primitives';
import { MAX_PAYMENT_NOTES, PAYMENT_REF_MAX } from '@domain/finance';
import { PAYMENT_TYPE_GROUP } from '../shared/reference';
import { utcToday } from './validate-payment';
import type { PaymentFormValues } from './payment-form-values';
import type { usePaymentForm } from './usePaymentForm';

interface Option {
  id: number;
  title?: string;
  isActive?: boolean;
}

/** A dropdown of rows; an inactive row shows only when it is the value (a payment recorded before it was retired). */
export function RowSelect({
  label,
  placeholder,
  rows,
  value,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  placeholder: string;
  rows: Option[] | undefined;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const options = (rows ?? []).filter((r) => r.isActive !== false || String(r.id) === value);
  if (value && !options.some((o) => String(o.id) === value)) options.push({ id: Number(value), title: '…' });
  return (
    <TextField
      select
      required
      size="small"
      label={label}
      value={value}
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{placeholder}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.title ?? `#${o.id}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The payment's fields (§2.6): Payment Account, Payment Type, Amount (typed in the user's
 * convention, `MoneyInput`; the balance due suggested under it), Payment Date (today at the
 * latest), Reference, Notes; each with its §5 message once touched.
 */
export function PaymentFields({
  form,
  currency,
  balanceDue,
}: {
  form: ReturnType<typeof usePaymentForm>;
  currency: string | null | undefined;
  balanceDue: number | undefined;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const t = (key: string, options?: Record<string, unknown>) => translate(`invoicePayments.form.${key}`, options);
  const accounts = useOptions<Option>('payment-account', { staleTime: 60_000 });
  const types = useOptions<Option>('infra-type', { query: { typeGroupId: PAYMENT_TYPE_GROUP }, staleTime: 60_000 });
  const { values, set, touch, errorOf } = form;
  const message = (field: string) => {
    const error = errorOf(field);
    return error ? translate(error, { _: error }) : undefined;
  };
  const text = (field: keyof PaymentFormValues) => ({
    value: values[field] ?? '',
    error: Boolean(message(field)),
    onBlur: () => touch(field),
    onChange: (e: { target: { value: string } }) => set({ [field]: e.target.value }),
  });
  const balanceHint =
    balanceDue !== undefined
      ? t(form.editing ? 'balanceHintEdit' : 'balanceHint', { amount: format.amount(balanceDue, currency) })
      : ' ';

  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 1,
        rowGap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        alignItems: 'start',
        pt: 1,
      }}
    >
      <RowSelect
        label={t('paymentAccount')}
        placeholder={t('selectAccount')}
        rows={accounts}
        value={values.paymentAccountId}
        error={message('paymentAccountId')}
        onChange={(paymentAccountId) => set({ paymentAccountId })}
        onBlur={() => touch('paymentAccountId')}
      />
      <RowSelect
        label={t('paymentType')}
        placeholder={t('selectType')}
        rows={types}
        value={values.paymentTypeId}
        error={message('paymentTypeId')}
        onChange={(paymentTypeId) => set({ paymentTypeId })}
        onBlur={() => touch('paymentTypeId')}
      />
      <MoneyInput
        // A new form (another payment, or after a save) shows its own amount afresh.
        key={values.paymentGuid}
        required
        size="small"
        label={currency ? `${t('amount')} (${currency})` : t('amount')}
        value={values.amount}
        error={Boolean(message('amount'))}
        helperText={message('amount') ?? balanceHint}
        onChange={(amount) => set({ amount })}
        onBlur={() => touch('amount')}
      />
      <DateInput
        required
        size="small"
        label={t('paymentDate')}
        value={values.paymentDate}
        max={utcToday()}
        error={Boolean(message('paymentDate'))}
        helperText={message('paymentDate')}
        onChange={(paymentDate) => set({ paymentDate: paymentDate ?? '' })}
        onBlur={() => touch('paymentDate')}
      />
      <TextField
        {...text('ref')}
        size="small"
        label={t('ref')}
        helperText={message('ref') ?? t('refHint', { max: PAYMENT_REF_MAX })}
      />
      <TextField
        {...text('notes')}
        size="small"
        multiline
        minRows={2}
        label={t('notes')}
        helperText={message('notes')}
        slotProps={{ htmlInput: { maxLength: MAX_PAYMENT_NOTES } }}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
    </Box>
  );
}
