import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { MoneyInput } from '@admin/primitives';
import { rowSubtotal } from '@domain/finance/money';
import type { RowErrors, RowForm } from './row-form';
import { typedNumber } from './row-form';
import type { Service } from './useInvoiceEditor';

/** The project's rich-text editor (tiptap: bold, italic, underline, strike, lists), loaded with the first row editor. */
const RichTextEditor = lazy(() => import('@admin/schema-screens/widgets/RichTextEditor'));

interface Props {
  form: RowForm;
  errors: RowErrors;
  services: readonly Service[];
  currency: string | null | undefined;
  /** The fields changed (merged by the hook into the current form: the editor's callback may be an older render's). */
  onChange: (patch: Partial<RowForm>) => void;
  /** The buttons: Add row, or Save row and Cancel. */
  actions: ReactNode;
  /** Names the fields of this editor (the add-row line, or 'row 3'). */
  label: string;
}

/**
 * The fields of one manual row (§2.3's add-row line, and a row in edit): service (extra services,
 * type group 10), rich-text description, quantity, fee (`MoneyInput`: typed in the user's
 * convention, the row holds its canonical decimal), tax rate, and the subtotal it makes.
 * Errors are shown under their fields, as the hook's check found them.
 */
export function ManualRowEditor({ form, errors, services, currency, onChange, actions, label }: Props) {
  const translate = useTranslate();
  const f = useFormat();
  const id = useId();
  const t = (key: string) => translate(`invoices.rows.${key}`);
  const error = (field: keyof RowErrors) => {
    const e = errors[field];
    return e ? translate(e.key, e.args) : undefined;
  };
  const set = onChange;
  const fee = typedNumber(form.fee);
  const quantity = typedNumber(form.quantity);
  const subtotal = fee !== undefined && quantity !== undefined ? rowSubtotal({ fee, quantity }) : undefined;
  const number = (field: 'quantity' | 'taxRate', width: number, placeholder?: string) => (
    <TextField
      size="small"
      label={t(field)}
      value={form[field]}
      required={field !== 'taxRate'}
      placeholder={placeholder}
      error={Boolean(error(field))}
      helperText={error(field)}
      onChange={(e) => set({ [field]: e.target.value })}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: { xs: '100%', sm: width } }}
    />
  );
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, py: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          required
          label={t('service')}
          value={form.serviceId}
          error={Boolean(error('serviceId'))}
          helperText={error('serviceId')}
          onChange={(e) => set({ serviceId: e.target.value })}
          sx={{ width: { xs: '100%', sm: 260 } }}
        >
          <MenuItem value="">
            <em>{t('selectService')}</em>
          </MenuItem>
          {services.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.title}
            </MenuItem>
          ))}
        </TextField>
        {number('quantity', 100)}
        <MoneyInput
          size="small"
          required
          label={t('fee')}
          value={form.fee}
          error={Boolean(error('fee'))}
          helperText={error('fee')}
          onChange={(fee) => set({ fee })}
          sx={{ width: { xs: '100%', sm: 140 } }}
        />
        {number('taxRate', 110, t('defaultRate'))}
        <Typography variant="body2" sx={{ alignSelf: 'center', whiteSpace: 'nowrap' }}>
          {translate('invoices.rows.subtotalIs', { amount: '' })}
          <strong>{subtotal === undefined ? '—' : f.amount(subtotal, currency)}</strong>
        </Typography>
      </Box>
      <Box>
        <FormLabel
          id={`${id}-description`}
          sx={{ display: 'block', mb: 0.5 }}
          error={Boolean(error('destinationDescription'))}
        >
          {t('description')}
        </FormLabel>
        <Suspense fallback={<Skeleton variant="rectangular" height={120} />}>
          <RichTextEditor
            id={`${id}-editor`}
            labelId={`${id}-description`}
            value={form.description}
            editable
            invalid={Boolean(error('destinationDescription'))}
            onChange={(html) => set({ description: html ?? '' })}
            onBlur={() => undefined}
          />
        </Suspense>
        {error('destinationDescription') && <FormHelperText error>{error('destinationDescription')}</FormHelperText>}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>{actions}</Box>
    </Box>
  );
}

/** The add-row line's button and an edited row's Save and Cancel. */
export function RowEditorButtons({
  onSave,
  onCancel,
  saveLabel,
}: {
  onSave: () => void;
  onCancel?: () => void;
  saveLabel: string;
}) {
  const translate = useTranslate();
  return (
    <>
      {onCancel && <Button onClick={onCancel}>{translate('invoices.rows.cancel')}</Button>}
      <Button variant="outlined" onClick={onSave}>
        {translate(saveLabel)}
      </Button>
    </>
  );
}
