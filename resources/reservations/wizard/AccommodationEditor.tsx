/**
 * One hotel of a destination and its reserved rooms: room type, providing policy (those offered
 * for the type), the four counts (within the type's capacity), bed type and the extra bed, twin
 * and extended flags (disabled where the room type does not allow them, room-flags.ts).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { blankRoom, type FormAccommodation, type FormRoom } from '@domain/reservations/form-state';
import { disabledFlags } from '@domain/reservations/request-body';
import { allowedFlags, roomFlagsAllowed } from '@domain/reservations/room-flags';
import { newId } from '../form-state/persist';
import { pickers, usePicker, type RoomPolicy, type RoomType } from './pickers';
import { numberOrNull, useErrorText, useWizardText } from './text';
import type { Wizard } from './useWizard';

interface Props {
  wizard: Wizard;
  destinationId: string;
  accommodation: FormAccommodation;
  available: number;
  /** The server's or the schema's messages for a room's field (room index, field name). */
  errorAt: (room: number, field: string) => string[] | undefined;
}

/** Bed types offered (the spec names the field only). */
export const BED_TYPES = [1, 2, 3] as const;

const COUNTS = ['adultCount', 'childWithBedCount', 'childWithNoBedCount', 'infantCount'] as const;

export function AccommodationEditor({ wizard, destinationId, accommodation, available, errorAt }: Props) {
  const t = useWizardText();
  const errorText = useErrorText();
  const roomTypes = usePicker<RoomType>(pickers.roomTypes(accommodation.id));
  const policies = usePicker<RoomPolicy>(pickers.policies(accommodation.id));
  const save = (rooms: FormRoom[]) =>
    wizard.dispatch({ type: 'upsertAccommodation', destinationId, accommodation: { ...accommodation, rooms } });
  const change = (room: FormRoom, next: Partial<FormRoom>) =>
    save(accommodation.rooms.map((r) => (r.id === room.id ? { ...r, ...next } : r)));

  const chooseType = (room: FormRoom, roomType: number | null) => {
    const capacity = roomTypes.find((rt) => rt.id === roomType);
    const offered = policies.filter((p) => p.roomTypeId === roomType);
    const flags = capacity ? allowedFlags(room, capacity) : room;
    change(room, {
      ...flags,
      roomType,
      ...disabledFlags(capacity),
      providingPolicyId: offered.some((p) => p.providingPolicyId === room.providingPolicyId)
        ? room.providingPolicyId
        : (offered[0]?.providingPolicyId ?? null),
      adultCount: capacity ? Math.min(room.adultCount, capacity.maxAdults) : room.adultCount,
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-label={accommodation.title} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="h5" sx={{ flexGrow: 1 }}>
          {accommodation.title}
        </Typography>
        <IconButton
          aria-label={t('removeHotel', { name: accommodation.title })}
          onClick={() =>
            wizard.dispatch({ type: 'removeAccommodation', destinationId, id: accommodation.uniqueIdentifier })
          }
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Stack spacing={2}>
        {accommodation.rooms.map((room, index) => {
          const capacity = roomTypes.find((rt) => rt.id === room.roomType);
          const maxOf = (field: (typeof COUNTS)[number]) =>
            field === 'adultCount'
              ? (capacity?.maxAdults ?? 20)
              : field === 'infantCount'
                ? 20
                : (capacity?.maxChildren ?? 20);
          const roomLabel = t('roomN', { n: index + 1 });
          const fieldError = (field: string) => errorText(errorAt(index, field));
          // The stored flags, and the room type's capacity once read (an amendment's rooms come without flags).
          const allowed = capacity ? roomFlagsAllowed(capacity) : { extraBed: true, twinBed: true, extendedRoom: true };
          return (
            <Box
              key={room.id}
              role="group"
              aria-label={`${accommodation.title} ${roomLabel}`}
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'center',
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr) auto' },
                borderTop: 1,
                borderColor: 'divider',
                pt: 1.5,
              }}
            >
              <Typography variant="body2" sx={{ gridColumn: '1 / -1', fontWeight: 600 }}>
                {roomLabel}
              </Typography>
              <TextField
                select
                size="small"
                label={t('roomType')}
                required
                value={room.roomType ?? ''}
                error={Boolean(fieldError('roomTypeId'))}
                helperText={fieldError('roomTypeId')}
                sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                onChange={(e) => chooseType(room, numberOrNull(e.target.value))}
              >
                <option value="">{t('chooseRoomType')}</option>
                {roomTypes.map((rt) => (
                  <option key={rt.id} value={rt.id}>
                    {rt.title}
                  </option>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('providingPolicy')}
                required
                value={room.providingPolicyId ?? ''}
                error={Boolean(fieldError('providingPolicyId'))}
                helperText={fieldError('providingPolicyId')}
                sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                onChange={(e) => change(room, { providingPolicyId: numberOrNull(e.target.value) })}
              >
                <option value="">{t('choosePolicy')}</option>
                {policies
                  .filter((p) => p.roomTypeId === room.roomType)
                  .map((p) => (
                    <option key={p.id} value={p.providingPolicyId}>
                      {p.providingPolicyName ?? p.providingPolicyId}
                    </option>
                  ))}
              </TextField>
              <IconButton
                aria-label={t('removeRoom', { name: roomLabel })}
                sx={{ display: { xs: 'none', md: 'inline-flex' } }}
                onClick={() => save(accommodation.rooms.filter((r) => r.id !== room.id))}
              >
                <DeleteIcon />
              </IconButton>
              {COUNTS.map((field) => (
                <TextField
                  key={field}
                  type="number"
                  size="small"
                  label={t(`counts.${field}`)}
                  value={room[field]}
                  error={Boolean(fieldError(field))}
                  helperText={fieldError(field)}
                  slotProps={{
                    htmlInput: { min: field === 'adultCount' ? 1 : 0, max: maxOf(field) },
                    inputLabel: { shrink: true },
                  }}
                  onChange={(e) => {
                    const value = Math.max(
                      field === 'adultCount' ? 1 : 0,
                      Math.min(maxOf(field), Math.trunc(Number(e.target.value) || 0)),
                    );
                    change(room, { [field]: value });
                  }}
                />
              ))}
              <Box sx={{ display: { xs: 'none', md: 'block' } }} />
              <TextField
                select
                size="small"
                label={t('bedType')}
                value={room.bedType ?? ''}
                sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                onChange={(e) => change(room, { bedType: numberOrNull(e.target.value) })}
              >
                <option value="">{t('anyBed')}</option>
                {BED_TYPES.map((b) => (
                  <option key={b} value={b}>
                    {t(`bedTypes.${b}`)}
                  </option>
                ))}
              </TextField>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gridColumn: { xs: '1 / -1', md: 'span 3' } }}>
                <FormControlLabel
                  label={t('extraBed')}
                  control={
                    <Checkbox
                      size="small"
                      checked={room.extraBed}
                      disabled={room.disableExBed || !allowed.extraBed}
                      onChange={(e) => change(room, { extraBed: e.target.checked })}
                    />
                  }
                />
                <FormControlLabel
                  label={t('twinBed')}
                  control={
                    <Checkbox
                      size="small"
                      checked={room.twinBed}
                      disabled={room.disableTwinBed || !allowed.twinBed}
                      onChange={(e) => change(room, { twinBed: e.target.checked })}
                    />
                  }
                />
                <FormControlLabel
                  label={t('extendedRoom')}
                  control={
                    <Checkbox
                      size="small"
                      checked={room.extendedRoom}
                      disabled={room.disableExtendedRoom || !allowed.extendedRoom}
                      onChange={(e) => change(room, { extendedRoom: e.target.checked })}
                    />
                  }
                />
              </Stack>
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteIcon />}
                sx={{ display: { xs: 'inline-flex', md: 'none' }, gridColumn: '1 / -1', justifySelf: 'start' }}
                onClick={() => save(accommodation.rooms.filter((r) => r.id !== room.id))}
              >
                {t('removeRoom', { name: roomLabel })}
              </Button>
            </Box>
          );
        })}
        <div>
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={available === 0}
            onClick={() => save([...accommodation.rooms, blankRoom(newId())])}
          >
            {t('addRoom')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
