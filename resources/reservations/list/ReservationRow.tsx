import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import type { ListRow } from '@domain/reservations/request-schema';
import { StatusBadge } from '../shared/StatusBadge';
import { shownReference } from './list-query';

/**
 * One request of the listing. The whole row opens the request (click, or Enter once focused:
 * rows are in the tab order), as a reservations agent scanning a list expects.
 */
export function ReservationRow({ row, onOpen }: { row: ListRow; onOpen: () => void }) {
  const translate = useTranslate();
  const format = useFormat();
  const reference = shownReference(row);
  return (
    <TableRow
      hover
      tabIndex={0}
      sx={{ cursor: 'pointer' }}
      aria-label={translate('reservationList.open', { reference })}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onOpen();
        }
      }}
    >
      <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{reference}</TableCell>
      <TableCell>
        <StatusBadge statusId={row.statusId} />
      </TableCell>
      <TableCell>{row.agencyName ?? `#${row.agencyId}`}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.referenceNumber ?? ''}</TableCell>
      <TableCell>{row.requestTypeName ?? row.requestType}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(row.firstCheckIn)}</TableCell>
      <TableCell sx={{ minWidth: 140 }}>{row.destinations}</TableCell>
      <TableCell sx={{ minWidth: 110 }}>{row.passengerName ?? ''}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {row.pax}
        {row.infants ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            {translate('reservationList.infants', { smart_count: row.infants })}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} title={format.dateTime(row.dateCreated)}>
        {format.date(row.dateCreated)}
      </TableCell>
    </TableRow>
  );
}
