/**
 * The form of one transportation (new, or the selected one): type, provider, flight or
 * reference number, origin and destination city and station, dates, HH:mm times, adults,
 * children, notes. A preset transportation detail fills it in one pick; times are checked as
 * 24-hour HH:mm (transport-time.ts) before the entry is kept.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLang } from '@admin/i18n/useLang';
import { DateInput } from '@admin/primitives';
import { blankTransportation, type FormTransportation } from '@domain/reservations/form-state';
import { badTimes, timeFormatMessages } from '@domain/reservations/transport-time';
import { newId } from '../form-state/persist';
import { pickers, usePicker, type City, type Option, type PresetTransportation, type Station } from './pickers';
import { numberOrNull, useWizardText } from './text';
import type { Wizard } from './useWizard';

type Field = keyof FormTransportation;

export function TransportationForm({ wizard, editing }: { wizard: Wizard; editing: FormTransportation | undefined }) {
  const t = useWizardText();
  const lang = useLang();
  const [form, setForm] = useState<FormTransportation>(() => editing ?? blankTransportation(newId()));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const types = usePicker<Option>(pickers.transportationTypes);
  const providers = usePicker<Option>(pickers.providers);
  const cities = usePicker<City>(pickers.cities);
  const stations = usePicker<Station>(pickers.stations);
  const presets = usePicker<PresetTransportation>(pickers.presets);
  const set = (change: Partial<FormTransportation>) => setForm((f) => ({ ...f, ...change }));

  const applyPreset = (id: number | null) => {
    const p = presets.find((x) => x.id === id);
    if (!p) return;
    set({
      typeId: p.typeId,
      airlineProviderId: p.airlineProviderId,
      flightNumberId: p.refNumber,
      originCityId: p.originCityId,
      originStationId: p.originStationId,
      destinationCityId: p.destinationCityId,
      destinationStationId: p.destinationStationId,
      departureTime: p.departureTime ?? '',
      arrivalTime: p.arrivalTime ?? '',
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Partial<Record<Field, string>> = {};
    if (form.typeId === null) problems.typeId = t('errors.required');
    if (!form.departureDate) problems.departureDate = t('errors.required');
    for (const field of badTimes(form)) problems[field] = timeFormatMessages[lang];
    if (form.arrivalDate && form.departureDate && form.arrivalDate < form.departureDate)
      problems.arrivalDate = t('errors.arrivalBeforeDeparture');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    wizard.dispatch({ type: 'upsertTransportation', transportation: form });
    setForm(blankTransportation(newId()));
  };

  const select = (
    field: Field,
    label: string,
    rows: Option[],
    change: (id: number | null) => Partial<FormTransportation> = (id) => ({ [field]: id }),
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={(form[field] as number | null) ?? ''}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      required={field === 'typeId'}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      onChange={(e) => set(change(numberOrNull(e.target.value)))}
    >
      <option value="">—</option>
      {rows.map((r) => (
        <option key={r.id} value={r.id}>
          {r.title}
        </option>
      ))}
    </TextField>
  );
  const input = (field: Field, label: string, type = 'text', extra: object = {}) => (
    <TextField
      size="small"
      type={type}
      label={label}
      value={form[field] ?? ''}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      required={field === 'departureDate'}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: extra }}
      onChange={(e) =>
        set({ [field]: type === 'number' ? Math.max(0, Math.trunc(Number(e.target.value) || 0)) : e.target.value })
      }
    />
  );
  const dateInput = (field: 'departureDate' | 'arrivalDate', label: string) => (
    <DateInput
      size="small"
      label={label}
      value={form[field]}
      min={field === 'arrivalDate' ? form.departureDate : undefined}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      required={field === 'departureDate'}
      onChange={(day) => set({ [field]: day ?? '' })}
    />
  );

  return (
    <Card
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={editing ? t('editTransportation') : t('newTransportation')}
    >
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
          {editing ? t('editTransportation') : t('newTransportation')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <TextField
            select
            size="small"
            label={t('transport.preset')}
            value=""
            sx={{ gridColumn: { md: 'span 2' } }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            onChange={(e) => applyPreset(numberOrNull(e.target.value))}
          >
            <option value="">{t('choosePreset')}</option>
            {presets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.refNumber}
              </option>
            ))}
          </TextField>
          {select('typeId', t('transport.type'), types)}
          {select('airlineProviderId', t('transport.provider'), providers)}
          {input('flightNumberId', t('transport.refNumber'), 'text', { maxLength: 50 })}
          {select('originCityId', t('transport.originCity'), cities, (id) => ({
            originCityId: id,
            originStationId: null,
          }))}
          {select(
            'originStationId',
            t('transport.originStation'),
            stations.filter((s) => s.cityId === form.originCityId),
          )}
          {select('destinationCityId', t('transport.destinationCity'), cities, (id) => ({
            destinationCityId: id,
            destinationStationId: null,
          }))}
          {select(
            'destinationStationId',
            t('transport.destinationStation'),
            stations.filter((s) => s.cityId === form.destinationCityId),
          )}
          {dateInput('departureDate', t('transport.departureDate'))}
          {input('departureTime', t('transport.departureTime'), 'text', {
            placeholder: 'HH:mm',
            inputMode: 'numeric',
            maxLength: 5,
          })}
          {dateInput('arrivalDate', t('transport.arrivalDate'))}
          {input('arrivalTime', t('transport.arrivalTime'), 'text', {
            placeholder: 'HH:mm',
            inputMode: 'numeric',
            maxLength: 5,
          })}
          {input('adults', t('transport.adults'), 'number', { min: 0 })}
          {input('child', t('transport.children'), 'number', { min: 0 })}
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'span 2' } }}>
            <TextField
              size="small"
              fullWidth
              multiline
              label={t('transport.notes')}
              value={form.notes}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 2000 } }}
              onChange={(e) => set({ notes: e.target.value })}
            />
          </Box>
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained">
            {editing ? t('updateTransportation') : t('addTransportation')}
          </Button>
          {editing && (
            <Button color="inherit" onClick={() => wizard.dispatch({ type: 'selectTransportation', id: null })}>
              {t('cancelEdit')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
