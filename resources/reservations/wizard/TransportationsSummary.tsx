/** The transportations of the summary on the Complete step: one line each, names from step 3's pickers. */
import Typography from '@mui/material/Typography';
import { useFormat } from '@admin/i18n';
import type { FormTransportation } from '@domain/reservations/form-state';
import { pickers, usePicker, type Option, type Station } from './pickers';
import { useWizardText } from './text';

export function TransportationsSummary({ list }: { list: readonly FormTransportation[] }) {
  const t = useWizardText();
  const format = useFormat();
  const types = usePicker<Option>(pickers.transportationTypes);
  const providers = usePicker<Option>(pickers.providers);
  const stations = usePicker<Station>(pickers.stations);
  const name = (rows: Option[], id: number | null) => rows.find((r) => r.id === id)?.title ?? '';
  if (list.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('review.none')}
      </Typography>
    );
  return (
    <>
      {list.map((x) => {
        const what = [name(types, x.typeId), name(providers, x.airlineProviderId), x.flightNumberId]
          .filter(Boolean)
          .join(' ');
        const route = `${name(stations, x.originStationId) || '…'} → ${name(stations, x.destinationStationId) || '…'}`;
        const when = [
          format.dayAndTime(x.departureDate, x.departureTime),
          format.dayAndTime(x.arrivalDate, x.arrivalTime),
        ]
          .filter(Boolean)
          .join(' → ');
        return (
          <Typography key={x.uniqueIdentifier} variant="body2">
            {`${what}: ${route}, ${when} — ${t('transport.passengers')} ${x.adults} + ${x.child}`}
          </Typography>
        );
      })}
    </>
  );
}
