import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { countList } from '@admin/i18n/counts';
import { formatsFor } from '@admin/i18n/format';
import { useLang } from '@admin/i18n/useLang';
import type { RequestView } from './detail-api';
import { Field, Fields, Section, type Editing } from './detail-parts';
import { TransportationDialog, type TransportationRow } from './dialogs/TransportationDialog';

const place = (city?: string | null, station?: string | null) => [station, city].filter(Boolean).join(', ');

/** The request's transportations: type, provider, reference, route, dates and times, passengers, notes. */
export function TransportationsCard({ request, editing }: { request: RequestView; editing?: Editing }) {
  const translate = useTranslate();
  const lang = useLang();
  const d = (key: string) => translate(`reservationDetail.${key}`);
  const [open, setOpen] = useState<TransportationRow | undefined>();
  const when = (date?: string | null, time?: string | null) => (date ? formatsFor(lang).dayAndTime(date, time) : '');
  return (
    <Section
      title={d('transportations')}
      actions={
        editing && (
          <Button size="small" startIcon={<AddOutlined />} onClick={() => setOpen({})}>
            {d('addTransportation')}
          </Button>
        )
      }
    >
      {request.requestTransportations.length === 0 && (
        <Typography color="text.secondary">{d('noTransportations')}</Typography>
      )}
      {request.requestTransportations.map((t, i) => {
        const name = `${t.transportationTypeName ?? d('transportation')} ${i + 1}`;
        return (
          <Box
            key={t.transportationGuid}
            component="article"
            aria-label={name}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1.5 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {name}
              </Typography>
              {editing && (
                <Button
                  size="small"
                  startIcon={<EditOutlined />}
                  onClick={() => setOpen(t)}
                  aria-label={translate('reservationDetail.editField', { field: name })}
                >
                  {d('edit')}
                </Button>
              )}
            </Box>
            <Fields>
              <Field label={d('transport.transportationProviderId')}>{t.transportationProviderName}</Field>
              <Field label={d('transport.refNumber')}>{t.refNumber}</Field>
              <Field label={d('transport.from')}>{place(t.originCityName, t.originStationName)}</Field>
              <Field label={d('transport.to')}>{place(t.destinationCityName, t.destinationStationName)}</Field>
              <Field label={d('transport.departure')}>{when(t.departureDate, t.departureTime)}</Field>
              <Field label={d('transport.arrival')}>{when(t.arrivalDate, t.arrivalTime)}</Field>
              <Field label={d('transport.pax')}>
                {countList(translate, [
                  ['reservations.counts.adults', t.adultCount],
                  ['reservations.counts.children', t.childCount],
                ])}
              </Field>
              <Field label={d('transport.notes')} multiline>
                {t.notes}
              </Field>
            </Fields>
          </Box>
        );
      })}
      {editing && open && (
        <TransportationDialog
          transportation={open}
          onSaved={editing.onSaved}
          onReload={editing.onReload}
          onClose={() => setOpen(undefined)}
          send={(requestTransportation) => editing.update('updatetransportation', { requestTransportation })}
        />
      )}
    </Section>
  );
}
