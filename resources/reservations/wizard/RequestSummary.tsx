/**
 * The request as it will be submitted, on the Complete step: agency and type, each destination
 * with its dates, hotels and rooms (room type, providing policy, occupancy), excursions and tour
 * services, the transportations and the passengers by room; each part with an Edit button that
 * opens its step. Names come from the same pickers the steps use (already loaded, cached).
 */
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormat } from '@admin/i18n';
import type { FormAccommodation, FormDestination } from '@domain/reservations/form-state';
import { REQUEST_TYPE_NAMES } from '@domain/reservations/request-types';
import { TransportationsSummary } from './TransportationsSummary';
import {
  pickers,
  usePicker,
  type Excursion,
  type Option,
  type RoomPolicy,
  type RoomType,
  type TourService,
} from './pickers';
import { useWizardText } from './text';
import type { Wizard } from './useWizard';

const COUNTS = ['adultCount', 'childWithBedCount', 'childWithNoBedCount', 'infantCount'] as const;

/** One part of the summary: its heading, an Edit button opening `step`, its lines. */
function Part({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: number;
  onEdit: (step: number) => void;
  children: ReactNode;
}) {
  const t = useWizardText();
  return (
    <Box component="section" aria-label={title} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<EditIcon />}
          onClick={() => onEdit(step)}
          aria-label={t('review.edit', { step: title })}
        >
          {t('review.editShort')}
        </Button>
      </Stack>
      {children}
    </Box>
  );
}

function HotelLines({ hotel }: { hotel: FormAccommodation }) {
  const t = useWizardText();
  const types = usePicker<RoomType>(pickers.roomTypes(hotel.id));
  const policies = usePicker<RoomPolicy>(pickers.policies(hotel.id));
  return (
    <Box sx={{ pl: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {hotel.title}
      </Typography>
      {hotel.rooms.map((room, i) => {
        const type = types.find((x) => x.id === room.roomType)?.title ?? t('review.noRoomType');
        const policy =
          policies.find((p) => p.roomTypeId === room.roomType && p.providingPolicyId === room.providingPolicyId)
            ?.providingPolicyName ?? (room.providingPolicyId ? `#${room.providingPolicyId}` : t('review.noPolicy'));
        const occupancy = COUNTS.filter((c) => room[c] > 0)
          .map((c) => `${t(`counts.${c}`)} ${room[c]}`)
          .join(', ');
        return (
          <Typography key={room.id} variant="body2" sx={{ pl: 2 }}>
            {`${t('roomN', { n: i + 1 })}: ${type}, ${policy} — ${occupancy}`}
          </Typography>
        );
      })}
    </Box>
  );
}

function DestinationLines({ destination, index }: { destination: FormDestination; index: number }) {
  const t = useWizardText();
  const format = useFormat();
  const cityId = destination.cityId;
  const excursions = usePicker<Excursion>(cityId === null ? null : pickers.excursions(cityId));
  const tours = usePicker<TourService>(cityId === null ? null : pickers.tours(cityId));
  const names = (rows: Option[], ids: number[]) =>
    ids.map((id) => rows.find((r) => r.id === id)?.title ?? `#${id}`).join(', ');
  const { start, end } = destination.checkInCheckOutDate;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {`${destination.cityName || t('destinationN', { n: index + 1 })} · ${format.date(start)} – ${format.date(end)}`}
      </Typography>
      {destination.accommodations.map((a) => (
        <HotelLines key={a.uniqueIdentifier} hotel={a} />
      ))}
      {destination.excursions.length > 0 && (
        <Typography variant="body2" sx={{ pl: 2 }}>
          {t('review.excursions', {
            names: names(
              excursions,
              destination.excursions.map((e) => e.excursionId),
            ),
          })}
        </Typography>
      )}
      {destination.tourServices.length > 0 && (
        <Typography variant="body2" sx={{ pl: 2 }}>
          {t('review.tours', {
            names: names(
              tours,
              destination.tourServices.map((s) => s.tourId),
            ),
          })}
        </Typography>
      )}
    </Box>
  );
}

interface Props {
  wizard: Wizard;
  onEdit: (step: number) => void;
  /** The names of the files to attach (step 3's documents), listed with the transportations. */
  documentNames?: readonly string[];
}

export function RequestSummary({ wizard, onEdit, documentNames = [] }: Props) {
  const t = useWizardText();
  const agencies = usePicker<Option>(pickers.agencies);
  const { copy, agencyId } = wizard;
  const agency = agencies.find((a) => a.id === agencyId)?.title ?? (agencyId ? `#${agencyId}` : '');
  const type = REQUEST_TYPE_NAMES[copy.generalDetails.requestType ?? 0] ?? '';
  return (
    <Stack spacing={1.5} component="section" aria-label={t('review.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('review.hint')}
      </Typography>
      <Part title={t('steps.1')} step={1} onEdit={onEdit}>
        <Typography variant="body2">{[agency, type].filter(Boolean).join(' · ')}</Typography>
      </Part>
      <Part title={t('steps.2')} step={2} onEdit={onEdit}>
        {copy.destinations.destinations.map((d, i) => (
          <DestinationLines key={d.uniqueIdentifier} destination={d} index={i} />
        ))}
      </Part>
      <Part title={t('steps.3')} step={3} onEdit={onEdit}>
        <TransportationsSummary list={copy.transportations.list} />
        {documentNames.length > 0 && (
          <Typography variant="body2">{t('review.documents', { names: documentNames.join(', ') })}</Typography>
        )}
      </Part>
      <Part title={t('steps.4')} step={4} onEdit={onEdit}>
        {copy.passengers.map((room) => (
          <Typography key={room.roomNo} variant="body2">
            {`${t('roomN', { n: room.roomNo })}: ${room.passengers
              .map(
                (p) =>
                  `${`${p.firstName} ${p.lastName}`.trim() || t('review.unnamed')} (${t(`ageGroups.${p.ageGroup}`)})`,
              )
              .join(', ')}`}
          </Typography>
        ))}
      </Part>
    </Stack>
  );
}
