import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { ToneBadge } from '@admin/primitives';
import { RichTextView } from '@admin/schema-screens/detail/RichTextView';
import { PAYMENT_STATUS_TONES, type StatementRow } from '@domain/statement';
import { InvoiceStatusBadge } from '@resources/invoice-payments';

const COLUMNS = [
  'requestRef',
  'description',
  'firstCheckIn',
  'invoiceTotal',
  'invoiceStatus',
  'paymentTotal',
  'balance',
  'paymentStatus',
] as const;
const AMOUNTS: ReadonlySet<string> = new Set(['invoiceTotal', 'paymentTotal', 'balance']);

/**
 * §2.7's table: Request Ref (with the invoice's number and due date below), Description (the request's
 * cities and dates, its HTML rebuilt from an allow-list), First Check In, Invoice Total, Invoice
 * Status, Payment Total, Balance, Payment Status (§4 badge); 'No data available' when empty.
 */
export function StatementTable({ rows, message }: { rows: StatementRow[]; message?: string }) {
  const translate = useTranslate();
  const f = useFormat();
  const right = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };
  return (
    <Table size="small" aria-label={translate('statement.title')} sx={{ '& th, & td': { px: 1 } }}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={AMOUNTS.has(column) ? 'right' : undefined} sx={{ whiteSpace: 'nowrap' }}>
              {translate(`statement.columns.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
              {message ?? translate('statement.empty')}
            </TableCell>
          </TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={row.invoiceId} hover>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
              <b>{row.requestRef}</b>
              <br />
              <small>
                {row.invoiceNumber} · {translate('statement.due', { date: f.date(row.dueDate) })}
              </small>
            </TableCell>
            <TableCell sx={{ minWidth: 160, '& p': { m: 0 } }}>
              <RichTextView html={row.description} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.date(row.firstCheckInDate)}</TableCell>
            <TableCell {...right}>{f.amount(row.invoiceRowsTotal, row.currencyInitial)}</TableCell>
            <TableCell>
              <InvoiceStatusBadge status={row.status} label={row.statusString} />
            </TableCell>
            <TableCell {...right}>{f.amount(row.invoicePaymentsTotal, row.currencyInitial)}</TableCell>
            <TableCell {...right}>{f.amount(row.balance, row.currencyInitial)}</TableCell>
            <TableCell>
              <ToneBadge tone={PAYMENT_STATUS_TONES[row.paymentStatus]} label={row.paymentStatusString} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
