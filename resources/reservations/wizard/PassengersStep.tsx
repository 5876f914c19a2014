/**
 * Step 4 (Passengers): the rooms of the destination with the largest headcount and their
 * passengers (generated from the counts: adults, children with bed, infants; kept by room and
 * position, passenger-rooms.ts). The first passenger of the first room must be named.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { countList } from '@admin/i18n/counts';
import { DateInput, today } from '@admin/primitives';
import { AGE_GROUP } from '@domain/reservations/age-groups';
import type { Passenger } from '@domain/reservations/passenger-rooms';
import { useErrorText, useWizardText } from './text';
import type { Wizard } from './useWizard';
import type { FieldErrors } from './validate-body';

export function PassengersStep({ wizard, errors }: { wizard: Wizard; errors: FieldErrors }) {
  const t = useWizardText();
  const translate = useTranslate();
  const errorText = useErrorText();
  const { copy, dispatch } = wizard;
  const rooms = copy.passengers;
  const change = (roomNo: number, id: string, next: Partial<Passenger>) =>
    dispatch({
      type: 'setPassengers',
      passengers: rooms.map((room) =>
        room.roomNo !== roomNo
          ? room
          : {
              ...room,
              passengers: room.passengers.map((p) => (p.uniqueIdentifier === id ? { ...p, ...next } : p)),
            },
      ),
    });
  let flat = -1; // the passenger's index in the body's flat list, for the server's errors
  if (rooms.length === 0) return <Alert severity="info">{t('noRooms')}</Alert>;
  return (
    <Stack spacing={2}>
      {Object.entries(errors)
        .filter(([path]) => !/^requestPassengers\[\d+\]\./.test(path))
        .map(([path, m]) => (
          <Alert key={path} severity="error">
            {errorText(m)}
          </Alert>
        ))}
      {rooms.map((room) => (
        <Card key={room.roomNo} variant="outlined" component="section" aria-label={t('roomN', { n: room.roomNo })}>
          <CardContent>
            <Typography variant="subtitle1" component="h3">
              {t('roomN', { n: room.roomNo })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {countList(translate, [
                ['reservations.counts.adults', room.adultCount],
                ['reservations.counts.childrenWithBed', room.childWithBedCount],
                ['reservations.counts.childrenNoBed', room.childWithNoBedCount],
                ['reservations.counts.infants', room.infantCount],
              ])}
            </Typography>
            <Stack spacing={2}>
              {room.passengers.map((p, position) => {
                flat += 1;
                const at = (field: string) => errorText(errors[`requestPassengers[${flat}].${field}`]);
                const lead = room.roomNo === 1 && position === 0;
                const name = t('passengerN', { n: position + 1 });
                return (
                  <Box
                    key={p.uniqueIdentifier}
                    role="group"
                    aria-label={`${t('roomN', { n: room.roomNo })} ${name}`}
                    sx={{
                      display: 'grid',
                      gap: 1.5,
                      // One column on a phone: two leave the date of birth too narrow for its placeholder and calendar button.
                      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.2fr 1.5fr 1.5fr 1fr 1.2fr 1.3fr' },
                      borderTop: position ? 1 : 0,
                      borderColor: 'divider',
                      pt: position ? 2 : 0,
                    }}
                  >
                    <Typography variant="body2" sx={{ gridColumn: '1 / -1', fontWeight: 600 }}>
                      {name}
                      {lead ? ` · ${t('leadPassenger')}` : ''}
                    </Typography>
                    <TextField
                      select
                      size="small"
                      label={t('ageGroup')}
                      value={p.ageGroup}
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                      onChange={(e) =>
                        change(room.roomNo, p.uniqueIdentifier, {
                          ageGroup: Number(e.target.value) as Passenger['ageGroup'],
                        })
                      }
                    >
                      {Object.values(AGE_GROUP).map((g) => (
                        <option key={g} value={g}>
                          {t(`ageGroups.${g}`)}
                        </option>
                      ))}
                    </TextField>
                    <TextField
                      size="small"
                      label={t('firstName')}
                      required={lead}
                      value={p.firstName}
                      error={Boolean(at('firstName'))}
                      helperText={at('firstName')}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100 } }}
                      onChange={(e) => change(room.roomNo, p.uniqueIdentifier, { firstName: e.target.value })}
                    />
                    <TextField
                      size="small"
                      label={t('lastName')}
                      required={lead}
                      value={p.lastName}
                      error={Boolean(at('lastName'))}
                      helperText={at('lastName')}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100 } }}
                      onChange={(e) => change(room.roomNo, p.uniqueIdentifier, { lastName: e.target.value })}
                    />
                    <TextField
                      select
                      size="small"
                      label={t('gender')}
                      value={p.gender ?? ''}
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                      onChange={(e) => change(room.roomNo, p.uniqueIdentifier, { gender: e.target.value || null })}
                    >
                      <option value="">—</option>
                      <option value="1">{t('genders.1')}</option>
                      <option value="2">{t('genders.2')}</option>
                    </TextField>
                    <DateInput
                      size="small"
                      label={t('dateOfBirth')}
                      value={p.dateOfBirth}
                      max={today()}
                      error={Boolean(at('dateOfBirth'))}
                      helperText={at('dateOfBirth')}
                      onChange={(dateOfBirth) => change(room.roomNo, p.uniqueIdentifier, { dateOfBirth })}
                    />
                    <TextField
                      size="small"
                      label={t('passport')}
                      value={p.passportNumber}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 50 } }}
                      onChange={(e) => change(room.roomNo, p.uniqueIdentifier, { passportNumber: e.target.value })}
                    />
                  </Box>
                );
              })}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
