/** One destination of the travel plan: city and stay dates; when current, its services (DestinationDetails). */
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { countList } from '@admin/i18n/counts';
import { DateInput } from '@admin/primitives';
import type { FormDestination } from '@domain/reservations/form-state';
import { DestinationDetails } from './DestinationDetails';
import { pickers, usePicker, type City } from './pickers';
import { numberOrNull, useErrorText, useWizardText } from './text';
import type { Wizard } from './useWizard';
import type { FieldErrors } from './validate-body';

interface Props {
  wizard: Wizard;
  destination: FormDestination;
  index: number;
  current: boolean;
  problems: string[];
  errors: FieldErrors;
}

/** A room's own field (shown next to it by AccommodationEditor): `requestDestinations[0].destinationHotels[1].destinationHotelRoomPax[2].roomTypeId`. */
export const ROOM_FIELD =
  /^requestDestinations\[\d+\]\.destinationHotels\[\d+\]\.destinationHotelRoomPax\[\d+\]\.(roomTypeId|providingPolicyId|adultCount|childWithBedCount|childWithNoBedCount|infantCount)$/;
const ownField = /^requestDestinations\[\d+\]\.(cityId|checkInDate|checkOutDate)$/;

export function DestinationCard({ wizard, destination, index, current, problems, errors }: Props) {
  const t = useWizardText();
  const translate = useTranslate();
  const errorText = useErrorText();
  const cities = usePicker<City>(pickers.cities);
  const { dispatch } = wizard;
  const update = (change: Partial<FormDestination>) =>
    dispatch({ type: 'updateDestination', destination: { ...destination, ...change } });
  const dates = destination.checkInCheckOutDate;
  const rooms = destination.accommodations.reduce((n, a) => n + a.rooms.length, 0);
  const at = (field: string) => errorText(errors[`requestDestinations[${index}].${field}`]);
  const label = destination.cityName || t('destinationN', { n: index + 1 });
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ borderColor: current ? 'primary.main' : undefined }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {label}
          </Typography>
          {!current && (
            <IconButton
              aria-label={t('editDestination', { name: label })}
              onClick={() => dispatch({ type: 'selectDestination', id: destination.uniqueIdentifier })}
            >
              <EditIcon />
            </IconButton>
          )}
          <IconButton
            aria-label={t('removeDestination', { name: label })}
            onClick={() => dispatch({ type: 'removeDestination', id: destination.uniqueIdentifier })}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
          <TextField
            select
            label={t('city')}
            required
            value={destination.cityId ?? ''}
            error={Boolean(at('cityId'))}
            helperText={at('cityId')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            onChange={(e) => {
              const cityId = numberOrNull(e.target.value);
              // Hotels, excursions and tours belong to the city: a new city starts them over.
              update({
                cityId,
                cityName: cities.find((c) => c.id === cityId)?.title ?? '',
                accommodations: [],
                excursions: [],
                tourServices: [],
                currentAccommodationId: null,
              });
            }}
          >
            <option value="">{t('chooseCity')}</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </TextField>
          <DateInput
            label={t('checkIn')}
            required
            value={dates.start}
            error={Boolean(at('checkInDate'))}
            helperText={at('checkInDate')}
            onChange={(start) => update({ checkInCheckOutDate: { ...dates, start } })}
          />
          <DateInput
            label={t('checkOut')}
            required
            value={dates.end}
            min={dates.start}
            error={Boolean(at('checkOutDate'))}
            helperText={at('checkOutDate')}
            onChange={(end) => update({ checkInCheckOutDate: { ...dates, end } })}
          />
        </Box>
        {!current && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {countList(translate, [
              ['reservations.counts.hotels', destination.accommodations.length],
              ['reservations.counts.rooms', rooms],
              ['reservations.counts.excursions', destination.excursions.length],
              ['reservations.counts.tours', destination.tourServices.length],
            ])}
          </Typography>
        )}
        {problems.map((p) => (
          <Alert key={p} severity="warning" sx={{ mt: 2 }}>
            {p}
          </Alert>
        ))}
        {Object.entries(errors)
          .filter(([path]) => !ownField.test(path) && !(current && ROOM_FIELD.test(path)))
          .map(([path, list]) => (
            <Alert key={path} severity="error" sx={{ mt: 2 }}>
              {errorText(list)}
            </Alert>
          ))}
        {current && destination.cityId !== null && (
          <DestinationDetails
            wizard={wizard}
            destination={destination}
            cityId={destination.cityId}
            errors={errors}
            index={index}
          />
        )}
      </CardContent>
    </Card>
  );
}
