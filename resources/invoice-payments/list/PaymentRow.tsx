import PrintIcon from '@mui/icons-material/Print';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { RowAction, RowActions, type ChoosableColumn } from '@admin/primitives';
import type { Payment } from '@domain/finance';
import { shownReference } from '../shared/reference';

/** The columns of the payments screen, in order (their i18n keys under `invoicePayments.columns`). */
export const PAYMENT_COLUMNS = [
  'id',
  'invoiceNumber',
  'requestRef',
  'agency',
  'agencyRef',
  'paymentType',
  'paymentAccount',
  'paymentDate',
  'amount',
  'ref',
  'action',
] as const;

type PaymentColumn = (typeof PAYMENT_COLUMNS)[number];

/** Hidden until the user shows them (Columns): the rest fits 1440 px; the agency for an agency user (every row is theirs). */
const HIDDEN_BY_DEFAULT: ReadonlySet<PaymentColumn> = new Set(['id']);

/** The payment list's columns for its Columns button (useColumnChoice), headers in the language. */
export function paymentColumns(translate: (key: string) => string, company: boolean): ChoosableColumn[] {
  return PAYMENT_COLUMNS.map((key) => ({
    key,
    label: translate(`invoicePayments.columns.${key}`),
    hidden: HIDDEN_BY_DEFAULT.has(key) || (key === 'agency' && !company),
    fixed: key === 'action',
  }));
}

const RIGHT = new Set<string>(['amount', 'action']);
const NO_WRAP = new Set<string>(['invoiceNumber', 'requestRef', 'paymentDate', 'amount']);

/**
 * One payment of the payments screen (§2.5), its `shown` columns only (all by default); the
 * amount in its invoice's currency, in the user's language; actions edit, print (its receipt's
 * preview, for everyone who sees the row), delete.
 */
export function PaymentRow({
  row,
  onEdit,
  onPrint,
  onDelete,
  shown = PAYMENT_COLUMNS,
}: {
  row: Payment;
  onEdit?: () => void;
  onPrint: () => void;
  onDelete?: () => void;
  shown?: readonly string[];
}) {
  const translate = useTranslate();
  const format = useFormat();
  const cells: Record<PaymentColumn, () => ReactNode> = {
    id: () => row.id,
    invoiceNumber: () => row.invoiceNumber ?? '',
    requestRef: () => shownReference(row),
    agency: () => row.agencyName ?? '',
    agencyRef: () => row.agencyReference ?? '',
    paymentType: () => row.paymentTypeName ?? '',
    paymentAccount: () => row.paymentAccountName ?? '',
    paymentDate: () => format.date(row.paymentDate),
    amount: () => format.amount(row.amount, row.currencyInitial),
    ref: () => row.ref ?? '',
    action: () => (
      <RowActions onEdit={onEdit} onDelete={onDelete}>
        <RowAction
          label={translate('invoicePayments.print.print')}
          icon={<PrintIcon fontSize="small" />}
          color="primary"
          onClick={onPrint}
        />
      </RowActions>
    ),
  };
  const columns = PAYMENT_COLUMNS.filter((column) => shown.includes(column));
  return (
    <TableRow hover>
      {columns.map((column, i) => (
        <TableCell
          key={column}
          // The first cell shown heads the row (a phone's card title).
          {...(i === 0 ? { component: 'th' as const, scope: 'row' } : {})}
          align={RIGHT.has(column) ? 'right' : undefined}
          sx={NO_WRAP.has(column) ? { whiteSpace: 'nowrap' } : undefined}
        >
          {cells[column]()}
        </TableCell>
      ))}
    </TableRow>
  );
}
