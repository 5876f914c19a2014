import PrintIcon from '@mui/icons-material/Print';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { RowAction, RowActions } from '@admin/primitives';
import type { Payment } from '@domain/finance';
import { shownReference } from '../shared/reference';

/**
 * One payment of the payments screen (§2.5); the amount in its invoice's currency, in the user's
 * language; actions edit, print (its receipt's preview, for everyone who sees the row), delete.
 */
export function PaymentRow({
  row,
  onEdit,
  onPrint,
  onDelete,
}: {
  row: Payment;
  onEdit?: () => void;
  onPrint: () => void;
  onDelete?: () => void;
}) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {row.id}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.invoiceNumber ?? ''}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownReference(row)}</TableCell>
      <TableCell>{row.agencyReference ?? ''}</TableCell>
      <TableCell>{row.paymentTypeName ?? ''}</TableCell>
      <TableCell>{row.paymentAccountName ?? ''}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(row.paymentDate)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {format.amount(row.amount, row.currencyInitial)}
      </TableCell>
      <TableCell>{row.ref ?? ''}</TableCell>
      <TableCell align="right">
        <RowActions onEdit={onEdit} onDelete={onDelete}>
          <RowAction
            label={translate('invoicePayments.print.print')}
            icon={<PrintIcon fontSize="small" />}
            color="primary"
            onClick={onPrint}
          />
        </RowActions>
      </TableCell>
    </TableRow>
  );
}
