import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { MoneyInput } from '@admin/primitives';
import type { InvoiceDetail } from '@domain/finance';
import { accountApi } from '../api';
import { ACCOUNT_QUERY } from '../shared/reference';
import { allocationsOf, defaultSplit, splitInvoices, splitProblems, unallocatedOf } from './allocation-split';
import type { usePaymentForm } from './usePaymentForm';

/**
 * How a new payment settles the agency's open invoices, before it is saved: this invoice first,
 * then the oldest due, each up to its balance (the server's default), each line's amount editable;
 * and what stays on the agency's account as credit. Shown once the payment reaches past this
 * invoice (another invoice takes a share, or credit on account is left). A changed split goes into
 * the form (`allocations`), Default split takes it back.
 */
export function AllocationSplit({
  form,
  invoice,
}: {
  form: ReturnType<typeof usePaymentForm>;
  invoice: InvoiceDetail;
}) {
  const translate = useTranslate();
  const format = useFormat();
  const t = (key: string, options?: Record<string, unknown>) => translate(`invoicePayments.split.${key}`, options);
  const money = (value: number) => format.amount(value, invoice.currencyInitial);
  const open = useQuery({
    queryKey: [...ACCOUNT_QUERY, 'open-invoices', invoice.agencyId],
    queryFn: () => accountApi.openInvoices(invoice.agencyId),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { values, set, errorOf } = form;
  const changed = values.allocations !== undefined;
  const lines = values.allocations ?? defaultSplit(splitInvoices(invoice, open.data ?? []), values.amount);
  const unallocated = unallocatedOf(lines, values.amount);
  const problems = splitProblems(lines, values.amount);
  const takers = allocationsOf(lines);
  const beyond = takers.some((a) => a.invoiceId !== invoice.id) || unallocated > 0 || changed;
  if (values.amount === '' || !beyond) return null;

  const change = (invoiceId: number, amount: string, refused: boolean) =>
    set({ allocations: lines.map((l) => (l.invoiceId === invoiceId ? { ...l, amount, refused } : l)) });
  // The server names a line by its place among the lines sent (`allocations[1].amount`).
  const serverError = (invoiceId: number) => {
    const index = takers.findIndex((a) => a.invoiceId === invoiceId);
    const error = index < 0 ? undefined : errorOf(`allocations[${index}].amount`);
    return error ?? (index < 0 ? undefined : errorOf(`allocations[${index}].invoiceId`));
  };
  const lineMessage = (invoiceId: number) => {
    const problem = problems.lines[invoiceId];
    return problem === 'aboveBalance' ? t('aboveBalance') : serverError(invoiceId);
  };

  return (
    <Box component="section" aria-labelledby="payment-split-title" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="payment-split-title" variant="subtitle2" component="h3">
          {t('title')}
        </Typography>
        {changed && (
          <Button size="small" onClick={() => set({ allocations: undefined })}>
            {t('reset')}
          </Button>
        )}
      </Box>
      <Table size="small" aria-labelledby="payment-split-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('invoice')}</TableCell>
            <TableCell align="right">{t('balance')}</TableCell>
            <TableCell align="right" sx={{ width: 200 }}>
              {t('amount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const name = line.number ?? t('draft');
            const message = lineMessage(line.invoiceId);
            return (
              <TableRow key={line.invoiceId}>
                <TableCell component="th" scope="row">
                  {line.invoiceId === invoice.id ? t('thisInvoice', { number: name }) : name}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(line.balance)}
                </TableCell>
                <TableCell align="right">
                  <MoneyInput
                    size="small"
                    label={t('amountOf', { number: name })}
                    value={line.amount}
                    error={Boolean(message)}
                    helperText={message ? translate(message, { _: message }) : undefined}
                    onChange={(amount, typed) => change(line.invoiceId, amount, Boolean(typed.refusal))}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {problems.total === 'aboveAmount' ? (
        <Alert severity="error">{t('aboveAmount', { amount: money(-unallocated) })}</Alert>
      ) : unallocated > 0 ? (
        <Alert severity="info">{t('credit', { amount: money(unallocated) })}</Alert>
      ) : null}
    </Box>
  );
}
