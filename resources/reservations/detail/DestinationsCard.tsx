import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLang } from '@admin/i18n/useLang';
import type { DestinationDetail, DestinationHotelDetail } from '@domain/reservations/request-schema';
import { StatusBadge } from '../shared/StatusBadge';
import type { RequestView } from './detail-api';
import { Field, Fields, formatDate, Section, type Editing } from './detail-parts';
import { DestinationItemsDialog } from './dialogs/DestinationItemsDialog';
import { HotelProcessingDialog } from './dialogs/HotelProcessingDialog';
import { RoomsTable } from './RoomsTable';
import { useCounterOptions } from './useCounterOptions';
import { useLookupOptions } from './useLookupOptions';

type Open =
  | { kind: 'excursions' | 'tours'; destination: DestinationDetail; index: number }
  | { kind: 'hotel'; destination: DestinationDetail; hotel: DestinationHotelDetail };

/** Destinations in check-in order (the server's order, kept by check-in date here too). */
export const byCheckIn = (destinations: DestinationDetail[]) =>
  [...destinations].sort((a, b) => a.checkInDate.localeCompare(b.checkInDate));

function HotelBlock({ hotel, onProcess }: { hotel: DestinationHotelDetail; onProcess?: () => void }) {
  const translate = useTranslate();
  const d = (key: string) => translate(`reservationDetail.${key}`);
  const name = hotel.hotelName ?? `#${hotel.hotelId}`;
  return (
    <Box
      component="article"
      aria-label={name}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <StatusBadge statusId={hotel.statusId} />
        <Box sx={{ flexGrow: 1 }} />
        {onProcess && (
          <Button
            size="small"
            startIcon={<EditOutlined />}
            onClick={onProcess}
            aria-label={translate('reservationDetail.processHotelOf', { hotel: name })}
          >
            {d('processHotel')}
          </Button>
        )}
      </Box>
      <Fields>
        <Field label={d('supplier')}>{hotel.supplierName}</Field>
        <Field label={d('operator')}>{hotel.operatorName}</Field>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
          <Field label={d('notes')} multiline>
            {hotel.notes}
          </Field>
        </Box>
      </Fields>
      <RoomsTable rooms={hotel.destinationHotelRoomPax} />
    </Box>
  );
}

function ItemList({ title, names, onEdit }: { title: string; names: string[]; onEdit?: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {title}
        </Typography>
        {onEdit && (
          <Button
            size="small"
            startIcon={<EditOutlined />}
            onClick={onEdit}
            aria-label={translate('reservationDetail.editField', { field: title })}
          >
            {translate('reservationDetail.edit')}
          </Button>
        )}
      </Box>
      {names.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('reservationDetail.noneChosen')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {names.map((n) => (
            <Chip key={n} size="small" label={n} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The destinations with their hotels (status, supplier, operator, notes, rooms), excursions and tour services. */
export function DestinationsCard({ request, editing }: { request: RequestView; editing?: Editing }) {
  const translate = useTranslate();
  const lang = useLang();
  const d = (key: string) => translate(`reservationDetail.${key}`);
  const [open, setOpen] = useState<Open | undefined>();
  const excursions = useLookupOptions(
    open?.kind === 'excursions' ? 'excursion' : undefined,
    open?.kind === 'excursions' ? { cityId: open.destination.cityId } : undefined,
  );
  const tours = useLookupOptions(open?.kind === 'tours' ? 'tour' : undefined);
  const suppliers = useLookupOptions(open?.kind === 'hotel' ? 'supplier' : undefined);
  const operators = useCounterOptions(open?.kind === 'hotel');
  const dialog = editing && { onSaved: editing.onSaved, onReload: editing.onReload, onClose: () => setOpen(undefined) };
  return (
    <Section title={d('destinations')}>
      {byCheckIn(request.requestDestinations).map((destination, index) => (
        <Box
          key={destination.id}
          component="section"
          aria-label={destination.cityName ?? `#${destination.cityId}`}
          sx={{ mb: 2 }}
        >
          {index > 0 && <Divider sx={{ mb: 2 }} />}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {[destination.cityName, destination.countryName].filter(Boolean).join(', ') || `#${destination.cityId}`}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {formatDate(destination.checkInDate, lang)} → {formatDate(destination.checkOutDate, lang)}
          </Typography>
          {destination.destinationHotels.map((hotel) => (
            <HotelBlock
              key={hotel.id}
              hotel={hotel}
              onProcess={editing?.company ? () => setOpen({ kind: 'hotel', destination, hotel }) : undefined}
            />
          ))}
          <ItemList
            title={d('excursions')}
            names={destination.destinationExcursions.map((e) => e.excursionName ?? `#${e.excursionId}`)}
            onEdit={editing && (() => setOpen({ kind: 'excursions', destination, index }))}
          />
          <ItemList
            title={d('tourServices')}
            names={destination.destinationTourServices.map((t) => t.tourServiceName ?? `#${t.tourServiceId}`)}
            onEdit={editing && (() => setOpen({ kind: 'tours', destination, index }))}
          />
        </Box>
      ))}
      {editing && dialog && open?.kind === 'excursions' && (
        <DestinationItemsDialog
          {...dialog}
          title="reservationDetail.editExcursionsTitle"
          success="reservationDetail.toast.excursions"
          selected={open.destination.destinationExcursions.map((e) => e.excursionId)}
          options={excursions}
          names={Object.fromEntries(
            open.destination.destinationExcursions.map((e) => [e.excursionId, e.excursionName]),
          )}
          errorPaths={[
            'destinationsExcursion.excursionIds',
            'destinationsExcursion',
            `requestDestinations[${open.index}]`,
          ]}
          send={(excursionIds) =>
            editing.update('updateexcursions', {
              destinationsExcursion: { destinationId: open.destination.id, excursionIds },
            })
          }
        />
      )}
      {editing && dialog && open?.kind === 'tours' && (
        <DestinationItemsDialog
          {...dialog}
          title="reservationDetail.editTourServicesTitle"
          success="reservationDetail.toast.tourServices"
          selected={open.destination.destinationTourServices.map((t) => t.tourServiceId)}
          options={tours}
          names={Object.fromEntries(
            open.destination.destinationTourServices.map((t) => [t.tourServiceId, t.tourServiceName]),
          )}
          errorPaths={['destinationService.tourServiceIds', 'destinationService', `requestDestinations[${open.index}]`]}
          send={(tourServiceIds) =>
            editing.update('updateservices', {
              destinationService: { destinationId: open.destination.id, tourServiceIds },
            })
          }
        />
      )}
      {editing && dialog && open?.kind === 'hotel' && (
        <HotelProcessingDialog
          {...dialog}
          destinationId={open.destination.id}
          hotel={open.hotel}
          suppliers={suppliers}
          operators={operators}
          send={(destinationHotelRequest) => editing.update('updatehotel', { destinationHotelRequest })}
        />
      )}
    </Section>
  );
}
