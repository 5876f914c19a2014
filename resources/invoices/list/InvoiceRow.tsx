import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { RichTextView } from '@admin/schema-screens/detail/RichTextView';
import type { InvoiceListRow } from '@domain/finance/invoice-schema';
import { InvoiceStatusBadge } from '@resources/invoice-payments';
import { shownRequestReference } from '../shared/references';

/** The columns of the invoice list, in order (their i18n keys under `invoices.columns`). */
export const INVOICE_COLUMNS = [
  'id',
  'number',
  'type',
  'requestRef',
  'agencyRef',
  'firstCheckIn',
  'destinations',
  'passenger',
  'pax',
  'system',
  'total',
  'paid',
  'balance',
  'dueDate',
  'status',
  'action',
] as const;

/** The money columns: right-aligned, in the invoice's currency. */
export const AMOUNT_COLUMNS: ReadonlySet<string> = new Set(['pax', 'system', 'total', 'paid', 'balance']);

/**
 * One invoice of the list (§2.2): a draft reads 'Draft' where an issued one shows its number;
 * amounts in the user's locale with the invoice's currency; the destinations' HTML rebuilt from
 * an allow-list (RichTextView), never set as HTML. `actions` is the row's RowActions.
 */
export function InvoiceRow({ row, actions }: { row: InvoiceListRow; actions: ReactNode }) {
  const translate = useTranslate();
  const f = useFormat();
  const money = (value: number | undefined) => f.amount(value ?? 0, row.currencyInitial);
  const right = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {row.id}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {row.number ?? <Chip size="small" label={translate('invoices.draft')} />}
      </TableCell>
      <TableCell>{translate(`invoices.documentType.${row.documentType}`)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{shownRequestReference(row)}</TableCell>
      <TableCell>{row.agencyReference ?? ''}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.date(row.firstCheckInDate)}</TableCell>
      <TableCell sx={{ minWidth: 140, '& p': { m: 0 } }}>
        <RichTextView html={row.destinations ?? ''} />
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>{row.passengerName ?? ''}</TableCell>
      <TableCell {...right}>{row.pax ?? ''}</TableCell>
      <TableCell {...right}>{money(row.system)}</TableCell>
      <TableCell {...right}>{money(row.grandTotal)}</TableCell>
      <TableCell {...right}>{money(row.paidTotal)}</TableCell>
      <TableCell {...right}>{money(row.balanceDue)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.date(row.dueDate)}</TableCell>
      <TableCell>
        <InvoiceStatusBadge status={row.status} label={row.statusString} />
      </TableCell>
      <TableCell align="right">{actions}</TableCell>
    </TableRow>
  );
}
