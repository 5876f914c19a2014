/**
 * The services of the current destination: hotels of its city with their reserved rooms (the
 * room limit of §9 with the rooms still available), excursions and tour services of the city.
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormDestination } from '@domain/reservations/form-state';
import { availableRooms, maxRoomsPerDestination, reservedRooms } from '@domain/reservations/room-limit';
import { AccommodationEditor } from './AccommodationEditor';
import { pickers, usePicker, type Excursion, type Hotel, type TourService } from './pickers';
import { useWizardText } from './text';
import type { FieldErrors } from './validate-body';
import type { Wizard } from './useWizard';

interface Props {
  wizard: Wizard;
  destination: FormDestination;
  cityId: number;
  /** The destination's field errors and its place in the body, for the rooms' own fields. */
  errors: FieldErrors;
  index: number;
}

export function DestinationDetails({ wizard, destination, cityId, errors, index }: Props) {
  const t = useWizardText();
  const { dispatch, copy } = wizard;
  const hotels = usePicker<Hotel>(pickers.hotels(cityId));
  const excursions = usePicker<Excursion>(pickers.excursions(cityId));
  const tours = usePicker<TourService>(pickers.tours(cityId));
  const [hotelId, setHotelId] = useState('');
  const type = copy.generalDetails.requestType;
  const available = availableRooms(type, reservedRooms(destination.accommodations));
  const chosen = new Set(destination.accommodations.map((a) => a.id));
  const update = (change: Partial<FormDestination>) =>
    dispatch({ type: 'updateDestination', destination: { ...destination, ...change } });

  const addHotel = () => {
    const hotel = hotels.find((h) => h.id === Number(hotelId));
    if (!hotel) return;
    dispatch({
      type: 'upsertAccommodation',
      destinationId: destination.uniqueIdentifier,
      accommodation: {
        uniqueIdentifier: `hotel-${hotel.id}`,
        id: hotel.id,
        title: hotel.title,
        cityId: hotel.cityId,
        mainImageFullPath: hotel.mainImageFullPath,
        rooms: [],
      },
    });
    setHotelId('');
  };

  return (
    <Stack spacing={3} sx={{ mt: 3 }}>
      <section aria-label={t('hotels')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="subtitle1" component="h4" sx={{ flexGrow: 1 }}>
            {t('hotels')}
          </Typography>
          <Typography variant="body2" role="status" color={available === 0 ? 'warning.main' : 'text.secondary'}>
            {t('availableRooms', { available, max: maxRoomsPerDestination(type) })}
          </Typography>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('hotel')}
            value={hotelId}
            sx={{ minWidth: 260 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            onChange={(e) => setHotelId(e.target.value)}
          >
            <option value="">{hotels.length ? t('chooseHotel') : t('noHotels')}</option>
            {hotels
              .filter((h) => !chosen.has(h.id))
              .map((h) => (
                <option key={h.id} value={h.id}>
                  {h.title}
                </option>
              ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={!hotelId}
            onClick={addHotel}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('addHotel')}
          </Button>
        </Stack>
        <Stack spacing={2}>
          {destination.accommodations.map((a, h) => (
            <AccommodationEditor
              key={a.uniqueIdentifier}
              wizard={wizard}
              destinationId={destination.uniqueIdentifier}
              accommodation={a}
              available={available}
              errorAt={(room, field) =>
                errors[
                  `requestDestinations[${index}].destinationHotels[${h}].destinationHotelRoomPax[${room}].${field}`
                ]
              }
            />
          ))}
        </Stack>
      </section>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <section aria-label={t('excursions')}>
          <Typography variant="subtitle1" component="h4">
            {t('excursions')}
          </Typography>
          {excursions.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('noExcursions')}
            </Typography>
          )}
          <FormGroup>
            {excursions.map((e) => {
              const checked = destination.excursions.some((x) => x.excursionId === e.id);
              return (
                <FormControlLabel
                  key={e.id}
                  label={e.infraTypeName ? `${e.title} (${e.infraTypeName})` : e.title}
                  control={
                    <Checkbox
                      checked={checked}
                      onChange={() =>
                        update({
                          excursions: checked
                            ? destination.excursions.filter((x) => x.excursionId !== e.id)
                            : [
                                ...destination.excursions,
                                { destinationIdentifier: destination.uniqueIdentifier, excursionId: e.id },
                              ],
                        })
                      }
                    />
                  }
                />
              );
            })}
          </FormGroup>
        </section>
        <section aria-label={t('tourServices')}>
          <Typography variant="subtitle1" component="h4">
            {t('tourServices')}
          </Typography>
          {tours.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('noTours')}
            </Typography>
          )}
          <FormGroup>
            {tours.map((s) => {
              const checked = destination.tourServices.some((x) => x.tourId === s.id);
              return (
                <FormControlLabel
                  key={s.id}
                  label={s.title}
                  control={
                    <Checkbox
                      checked={checked}
                      onChange={() =>
                        update({
                          tourServices: checked
                            ? destination.tourServices.filter((x) => x.tourId !== s.id)
                            : [
                                ...destination.tourServices,
                                { destinationIdentifier: destination.uniqueIdentifier, tourId: s.id },
                              ],
                        })
                      }
                    />
                  }
                />
              );
            })}
          </FormGroup>
        </section>
      </Box>
    </Stack>
  );
}
