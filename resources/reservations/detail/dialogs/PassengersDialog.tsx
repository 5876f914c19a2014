import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateInput, today } from '@admin/primitives';
import type { PassengerDetail } from '@domain/reservations/request-schema';
import type { PassengerUpdate, RequestView } from '../detail-api';
import { OptionSelect } from './ChoiceUpdateDialog';
import { fieldError, UpdateDialog, type UpdateDialogProps } from './UpdateDialog';

interface Props extends Omit<UpdateDialogProps, 'run' | 'children' | 'title' | 'success'> {
  passengers: PassengerDetail[];
  send: (passengers: PassengerUpdate[]) => Promise<RequestView>;
}

type Row = Record<'firstName' | 'lastName' | 'gender' | 'dateOfBirth' | 'passportNumber' | 'ageGroup', string>;

const rowOf = (p: PassengerDetail): Row => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  gender: p.gender ? String(p.gender) : '',
  dateOfBirth: p.dateOfBirth ?? '',
  passportNumber: p.passportNumber ?? '',
  ageGroup: String(p.ageGroup),
});

/** The passengers sent (merged by guid on the server): every one with its guid and room. */
export function passengerUpdates(passengers: PassengerDetail[], rows: Row[]): PassengerUpdate[] {
  return passengers.map((p, i) => ({
    passengerGuid: p.passengerGuid,
    roomNo: p.roomNo,
    firstName: rows[i].firstName.trim() || null,
    lastName: rows[i].lastName.trim() || null,
    gender: rows[i].gender ? (Number(rows[i].gender) as 1 | 2) : null,
    dateOfBirth: rows[i].dateOfBirth || null,
    passportNumber: rows[i].passportNumber.trim() || null,
    ageGroup: Number(rows[i].ageGroup),
  }));
}

/** The passengers edited in place (names, gender, birth date, passport, age group), room by room. */
export function PassengersDialog({ passengers, send, ...dialog }: Props) {
  const translate = useTranslate();
  const d = (key: string) => translate(`reservationDetail.${key}`);
  const [rows, setRows] = useState(() => passengers.map(rowOf));
  const set = (i: number, name: keyof Row) => (value: string) =>
    setRows((now) => now.map((r, j) => (j === i ? { ...r, [name]: value } : r)));
  const genders = [1, 2].map((id) => ({ id, label: d(`gender.${id}`) }));
  const ageGroups = [1, 2, 3, 4].map((id) => ({ id, label: d(`ageGroup.${id}`) }));
  return (
    <UpdateDialog
      {...dialog}
      size="xl"
      title="reservationDetail.editPassengersTitle"
      success="reservationDetail.toast.passengers"
      run={() => send(passengerUpdates(passengers, rows))}
    >
      {(errors) =>
        passengers.map((p, i) => {
          const err = (name: string) => fieldError(errors, `requestPassengers[${i}].${name}`);
          const label = (name: string) => `${d(`passenger.${name}`)}`;
          return (
            <Box
              key={p.passengerGuid}
              component="fieldset"
              aria-label={translate('reservationDetail.passengerOf', { n: i + 1, room: p.roomNo })}
              sx={{ border: 0, p: 0, m: 0, mb: 2 }}
            >
              <Typography variant="subtitle2">
                {translate('reservationDetail.passengerOf', { n: i + 1, room: p.roomNo })}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
                  columnGap: 1.5,
                }}
              >
                <TextField
                  margin="dense"
                  label={label('firstName')}
                  value={rows[i].firstName}
                  onChange={(e) => set(i, 'firstName')(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                  {...err('firstName')}
                />
                <TextField
                  margin="dense"
                  label={label('lastName')}
                  value={rows[i].lastName}
                  onChange={(e) => set(i, 'lastName')(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                  {...err('lastName')}
                />
                <OptionSelect
                  label={label('gender')}
                  value={rows[i].gender}
                  options={genders}
                  empty=""
                  onChange={set(i, 'gender')}
                  {...err('gender')}
                />
                <DateInput
                  margin="dense"
                  label={label('dateOfBirth')}
                  value={rows[i].dateOfBirth}
                  max={today()}
                  onChange={(day) => set(i, 'dateOfBirth')(day ?? '')}
                  {...err('dateOfBirth')}
                />
                <TextField
                  margin="dense"
                  label={label('passportNumber')}
                  value={rows[i].passportNumber}
                  onChange={(e) => set(i, 'passportNumber')(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 50 } }}
                  {...err('passportNumber')}
                />
                <OptionSelect
                  label={label('ageGroup')}
                  value={rows[i].ageGroup}
                  options={ageGroups}
                  onChange={set(i, 'ageGroup')}
                  {...err('ageGroup')}
                />
              </Box>
            </Box>
          );
        })
      }
    </UpdateDialog>
  );
}
