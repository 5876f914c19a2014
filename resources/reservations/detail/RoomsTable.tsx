import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { CardsOnPhone } from '@admin/primitives';
import type { RoomPaxDetail } from '@domain/reservations/request-schema';
import { EMPTY } from './detail-parts';

const FLAGS = ['extraBed', 'twinBed', 'extendedRoom'] as const;

/** A hotel's rooms: 'Room N', room type, providing policy, guests by kind, bed flags. On a phone each room is a card (the lists' layout), nothing cut. */
export function RoomsTable({ rooms }: { rooms: RoomPaxDetail[] }) {
  const translate = useTranslate();
  const d = (key: string) => translate(`reservationDetail.${key}`);
  return (
    <CardsOnPhone sx={{ mt: 1, '& tbody': { px: 0 } }}>
      <Table size="small" aria-label={d('rooms')} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {['room', 'roomType', 'policy', 'adults', 'childrenWithBed', 'childrenNoBed', 'infants', 'flags'].map(
              (c) => (
                <TableCell key={c}>{d(`roomColumns.${c}`)}</TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rooms.map((room) => {
            const flags = FLAGS.filter((f) => room[f]).map((f) => d(`roomFlags.${f}`));
            return (
              <TableRow key={room.id}>
                <TableCell component="th" scope="row">
                  {translate('reservationDetail.roomN', { n: room.roomNo }) /* the server's roomLabel is English */}
                </TableCell>
                <TableCell>{room.roomTypeName ?? EMPTY}</TableCell>
                <TableCell>{room.providingPolicyName ?? EMPTY}</TableCell>
                <TableCell>{room.adultCount}</TableCell>
                <TableCell>{room.childWithBedCount}</TableCell>
                <TableCell>{room.childWithNoBedCount}</TableCell>
                <TableCell>{room.infantCount}</TableCell>
                <TableCell>{flags.length ? flags.join(', ') : EMPTY}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}
