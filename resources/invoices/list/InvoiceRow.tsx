import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import type { ChoosableColumn } from '@admin/primitives';
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
  'agency',
  'agencyRef',
  'issueDate',
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

export type InvoiceColumn = (typeof INVOICE_COLUMNS)[number];

/**
 * Hidden until the user shows them (the list's Columns button): what is left fits a 1440 px
 * screen without a sideways scroll, with the row actions in sight. The agency is hidden for an
 * agency user (every row is theirs).
 */
const HIDDEN_BY_DEFAULT: ReadonlySet<InvoiceColumn> = new Set([
  'id',
  'type',
  'agencyRef',
  'firstCheckIn',
  'destinations',
  'passenger',
  'pax',
  'system',
  'paid',
]);

/** The invoice list's columns for its Columns button (useColumnChoice), headers in the language. */
export function invoiceColumns(translate: (key: string) => string, company: boolean): ChoosableColumn[] {
  return INVOICE_COLUMNS.map((key) => ({
    key,
    label: translate(`invoices.columns.${key}`),
    hidden: HIDDEN_BY_DEFAULT.has(key) || (key === 'agency' && !company),
    fixed: key === 'action',
  }));
}

/** The money columns: right-aligned, in the invoice's currency. */
export const AMOUNT_COLUMNS: ReadonlySet<string> = new Set(['pax', 'system', 'total', 'paid', 'balance']);

const NO_WRAP: SxProps<Theme> = { whiteSpace: 'nowrap' };

/**
 * One invoice of the list (§2.2), its `shown` columns only (all by default): a draft reads
 * 'Draft' where an issued one shows its number; amounts in the user's locale with the invoice's
 * currency; the destinations' HTML rebuilt from an allow-list (RichTextView), never set as HTML.
 * `actions` is the row's RowActions.
 */
export function InvoiceRow({
  row,
  actions,
  shown = INVOICE_COLUMNS,
}: {
  row: InvoiceListRow;
  actions: ReactNode;
  shown?: readonly string[];
}) {
  const translate = useTranslate();
  const f = useFormat();
  const money = (value: number | undefined) => f.amount(value ?? 0, row.currencyInitial);
  const cells: Record<InvoiceColumn, () => ReactNode> = {
    id: () => row.id,
    number: () => row.number ?? <Chip size="small" label={translate('invoices.draft')} />,
    type: () => translate(`invoices.documentType.${row.documentType}`),
    requestRef: () => shownRequestReference(row),
    agency: () => row.agencyName,
    agencyRef: () => row.agencyReference ?? '',
    issueDate: () => f.date(row.issueDate),
    firstCheckIn: () => f.date(row.firstCheckInDate),
    destinations: () => <RichTextView html={row.destinations ?? ''} />,
    passenger: () => row.passengerName ?? '',
    pax: () => row.pax ?? '',
    system: () => money(row.system),
    total: () => money(row.grandTotal),
    paid: () => money(row.paidTotal),
    balance: () => money(row.balanceDue),
    dueDate: () => f.date(row.dueDate),
    status: () => <InvoiceStatusBadge status={row.status} label={row.statusString} />,
    action: () => actions,
  };
  const sx: Partial<Record<InvoiceColumn, SxProps<Theme>>> = {
    number: NO_WRAP,
    requestRef: { whiteSpace: 'nowrap', fontWeight: 600 },
    agency: { minWidth: 120 },
    issueDate: NO_WRAP,
    firstCheckIn: NO_WRAP,
    destinations: { minWidth: 140, '& p': { m: 0 } },
    passenger: { minWidth: 110 },
    dueDate: NO_WRAP,
  };
  const columns = INVOICE_COLUMNS.filter((column) => shown.includes(column));
  return (
    <TableRow hover>
      {columns.map((column, i) =>
        i === 0 ? (
          // The first cell shown heads the row (a phone's card title).
          <TableCell key={column} component="th" scope="row" sx={sx[column]}>
            {cells[column]()}
          </TableCell>
        ) : (
          <TableCell
            key={column}
            align={AMOUNT_COLUMNS.has(column) || column === 'action' ? 'right' : undefined}
            sx={AMOUNT_COLUMNS.has(column) ? NO_WRAP : sx[column]}
          >
            {cells[column]()}
          </TableCell>
        ),
      )}
    </TableRow>
  );
}
