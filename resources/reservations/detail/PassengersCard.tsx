import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLang } from '@admin/i18n/useLang';
import { CardsOnPhone } from '@admin/primitives';
import type { PassengerDetail } from '@domain/reservations/request-schema';
import type { RequestView } from './detail-api';
import { EMPTY, formatDate, Section, type Editing } from './detail-parts';
import { PassengersDialog } from './dialogs/PassengersDialog';

/** Passengers by room number, rooms in order, passengers as sent. */
export function passengersByRoom(passengers: PassengerDetail[]): [number, PassengerDetail[]][] {
  const rooms = new Map<number, PassengerDetail[]>();
  for (const p of passengers) rooms.set(p.roomNo, [...(rooms.get(p.roomNo) ?? []), p]);
  return [...rooms.entries()].sort(([a], [b]) => a - b);
}

/** The passengers grouped by room: name, gender, birth date, passport, age group; a card each on a phone. */
export function PassengersCard({ request, editing }: { request: RequestView; editing?: Editing }) {
  const translate = useTranslate();
  const lang = useLang();
  const d = (key: string) => translate(`reservationDetail.${key}`);
  const [open, setOpen] = useState(false);
  const passengers = request.requestPassengers;
  return (
    <Section
      title={d('passengers')}
      actions={
        editing &&
        passengers.length > 0 && (
          <Button size="small" startIcon={<EditOutlined />} onClick={() => setOpen(true)}>
            {d('editPassengers')}
          </Button>
        )
      }
    >
      {passengers.length === 0 && <Typography color="text.secondary">{d('noPassengers')}</Typography>}
      {passengersByRoom(passengers).map(([roomNo, list]) => {
        const room = translate('reservationDetail.roomN', { n: roomNo });
        return (
          <Box key={roomNo} sx={{ mb: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {room}
            </Typography>
            <CardsOnPhone sx={{ '& tbody': { px: 0 } }}>
              <Table size="small" aria-label={room} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
                <TableHead>
                  <TableRow>
                    {['name', 'gender', 'dateOfBirth', 'passportNumber', 'ageGroup'].map((c) => (
                      <TableCell key={c}>{d(`passenger.${c}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((p) => (
                    <TableRow key={p.passengerGuid}>
                      <TableCell component="th" scope="row">
                        {[p.firstName, p.lastName].filter(Boolean).join(' ') || EMPTY}
                      </TableCell>
                      <TableCell>{p.gender ? d(`gender.${p.gender}`) : EMPTY}</TableCell>
                      <TableCell>{formatDate(p.dateOfBirth, lang)}</TableCell>
                      <TableCell>{p.passportNumber ?? EMPTY}</TableCell>
                      <TableCell>{d(`ageGroup.${p.ageGroup}`)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardsOnPhone>
          </Box>
        );
      })}
      {editing && open && (
        <PassengersDialog
          passengers={passengers}
          onSaved={editing.onSaved}
          onReload={editing.onReload}
          onClose={() => setOpen(false)}
          send={(requestPassengers) => editing.update('updatepassenger', { requestPassengers })}
        />
      )}
    </Section>
  );
}
