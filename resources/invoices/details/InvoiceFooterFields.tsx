import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { MoneyInput, useOptions } from '@admin/primitives';
import { MAX_NOTE_LENGTH } from '@domain/finance/invoice-schema';
import { useInvoiceStatuses } from '../shared/useInvoiceStatuses';
import type { InvoiceEditor } from './useInvoiceEditor';

type Currency = { id: number; title: string; initial?: string };

/**
 * The footer's fields (§2.3): the status (the server's list, a free choice; Canceled With Charges
 * asks for the charges kept, typed in the user's convention: `MoneyInput`), the currency (locked
 * once issued), the notes. Read-only for a user who may not change the invoice.
 */
export function InvoiceFooterFields({
  editor,
  readOnly,
  serverErrors = {},
}: {
  editor: InvoiceEditor;
  readOnly: boolean;
  /** The field errors of a refused save (400), shown under their fields. */
  serverErrors?: Record<string, string[]>;
}) {
  const translate = useTranslate();
  const f = useFormat();
  const statuses = useInvoiceStatuses();
  const currencies = useOptions<Currency>('currency', { staleTime: 60_000 }) ?? [];
  const t = (key: string, args?: Record<string, unknown>) => translate(`invoices.details.${key}`, args);
  const { invoice } = editor;
  const allowed = statuses.filter((s) => editor.allowsStatus(s.id));
  const statusOptions = allowed.some((s) => s.id === editor.status)
    ? allowed
    : [...allowed, { id: editor.status, name: invoice.statusString }];
  const currencyOptions =
    editor.currencyId === null || currencies.some((c) => c.id === editor.currencyId)
      ? currencies
      : [
          ...currencies,
          { id: editor.currencyId, title: invoice.currencyName ?? '', initial: invoice.currencyInitial ?? '' },
        ];
  const max = f.amount(editor.totals.grand, invoice.currencyInitial);
  const chargesError = editor.chargesError
    ? translate(editor.chargesError, { max })
    : serverErrors.cancellationCharges?.join(' ');
  const serverError = (field: string) => serverErrors[field]?.join(' ');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label={t('status')}
        value={String(editor.status)}
        disabled={readOnly || editor.closed}
        error={Boolean(serverError('status'))}
        helperText={serverError('status')}
        onChange={(e) => editor.setStatus(Number(e.target.value))}
        sx={{ width: { xs: '100%', sm: 260 } }}
      >
        {statusOptions.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      {editor.asksCharges && (
        <MoneyInput
          size="small"
          required
          label={t('charges')}
          value={editor.charges}
          error={Boolean(chargesError)}
          helperText={chargesError ?? t('chargesHint', { max })}
          onChange={(charges) => editor.setCharges(charges)}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
      )}
      <TextField
        select
        size="small"
        label={t('currency')}
        value={editor.currencyId === null ? '' : String(editor.currencyId)}
        disabled={readOnly || editor.locked}
        error={Boolean(serverError('currencyId'))}
        helperText={serverError('currencyId')}
        onChange={(e) => editor.setCurrencyId(e.target.value ? Number(e.target.value) : null)}
        sx={{ width: { xs: '100%', sm: 260 } }}
      >
        {currencyOptions.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.initial ? `${c.title} (${c.initial})` : c.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('notes')}
        value={editor.note}
        multiline
        minRows={3}
        fullWidth
        disabled={readOnly}
        onChange={(e) => editor.setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
      />
    </Box>
  );
}
