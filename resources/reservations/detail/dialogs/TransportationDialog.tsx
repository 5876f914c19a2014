import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateInput } from '@admin/primitives';
import type { TransportationDetail } from '@domain/reservations/request-schema';
import type { RequestView, TransportationUpdate } from '../detail-api';
import { TRANSPORTATION_TYPE_GROUP } from '../../wizard/pickers';
import { useLookupOptions } from '../useLookupOptions';
import { OptionSelect } from './ChoiceUpdateDialog';
import { fieldError, UpdateDialog, type FieldErrors, type UpdateDialogProps } from './UpdateDialog';

/** A transportation not stored yet (Add): no guid, no names. */
export type TransportationRow = Partial<TransportationDetail>;

interface Props extends Omit<UpdateDialogProps, 'run' | 'children' | 'title' | 'success'> {
  /** The stored transportation, or `{}` for a new one (sent without a guid: the server adds it). */
  transportation: TransportationRow;
  send: (transportation: TransportationUpdate) => Promise<RequestView>;
}

type Form = Record<
  | 'transportationTypeId'
  | 'transportationProviderId'
  | 'refNumber'
  | 'originCityId'
  | 'destinationCityId'
  | 'departureDate'
  | 'departureTime'
  | 'arrivalDate'
  | 'arrivalTime'
  | 'adultCount'
  | 'childCount'
  | 'notes',
  string
>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const idOrNull = (v: string) => (v ? Number(v) : null);

/** The body sent: the form's values on the stored transportation (stations kept while their city stays). */
export function transportationUpdate(row: TransportationRow, form: Form): TransportationUpdate {
  const originCityId = idOrNull(form.originCityId);
  const destinationCityId = idOrNull(form.destinationCityId);
  return {
    ...(row.transportationGuid ? { transportationGuid: row.transportationGuid } : {}),
    transportationTypeId: Number(form.transportationTypeId),
    transportationProviderId: idOrNull(form.transportationProviderId),
    refNumber: form.refNumber.trim() || null,
    originCityId,
    destinationCityId,
    originStationId: originCityId === (row.originCityId ?? null) ? (row.originStationId ?? null) : null,
    destinationStationId:
      destinationCityId === (row.destinationCityId ?? null) ? (row.destinationStationId ?? null) : null,
    departureDate: form.departureDate,
    departureTime: form.departureTime || null,
    arrivalDate: form.arrivalDate || null,
    arrivalTime: form.arrivalTime || null,
    adultCount: Number(form.adultCount || 0),
    childCount: Number(form.childCount || 0),
    notes: form.notes.trim() || null,
  };
}

/** One transportation of the request edited in place (replaced by its guid). */
export function TransportationDialog({ transportation: row, send, ...dialog }: Props) {
  const translate = useTranslate();
  const d = (key: string) => translate(`reservationDetail.${key}`);
  const [form, setForm] = useState<Form>(() => ({
    transportationTypeId: text(row.transportationTypeId),
    transportationProviderId: text(row.transportationProviderId),
    refNumber: text(row.refNumber),
    originCityId: text(row.originCityId),
    destinationCityId: text(row.destinationCityId),
    departureDate: text(row.departureDate),
    departureTime: text(row.departureTime),
    arrivalDate: text(row.arrivalDate),
    arrivalTime: text(row.arrivalTime),
    adultCount: text(row.adultCount),
    childCount: text(row.childCount),
    notes: text(row.notes),
  }));
  const types = useLookupOptions('infra-type', { typeGroupId: TRANSPORTATION_TYPE_GROUP });
  const providers = useLookupOptions('transportation-provider');
  const cities = useLookupOptions('city');
  const set = (name: keyof Form) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const errorOf = (errors: FieldErrors, name: string) => fieldError(errors, `requestTransportation.${name}`, name);
  const input = (errors: FieldErrors, name: keyof Form, type: string, extra: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      margin="dense"
      type={type}
      label={d(`transport.${name}`)}
      value={form[name]}
      onChange={(e) => set(name)(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: extra }}
      {...errorOf(errors, name)}
    />
  );
  const dateInput = (errors: FieldErrors, name: 'departureDate' | 'arrivalDate') => (
    <DateInput
      fullWidth
      margin="dense"
      label={d(`transport.${name}`)}
      value={form[name]}
      min={name === 'arrivalDate' ? form.departureDate : undefined}
      onChange={(day) => set(name)(day ?? '')}
      {...errorOf(errors, name)}
    />
  );
  return (
    <UpdateDialog
      {...dialog}
      size="lg"
      title={
        row.transportationGuid
          ? 'reservationDetail.editTransportationTitle'
          : 'reservationDetail.addTransportationTitle'
      }
      success="reservationDetail.toast.transportation"
      run={() => send(transportationUpdate(row, form))}
    >
      {(errors) => (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <OptionSelect
            label={d('transport.transportationTypeId')}
            value={form.transportationTypeId}
            options={types}
            onChange={set('transportationTypeId')}
            {...errorOf(errors, 'transportationTypeId')}
          />
          <OptionSelect
            label={d('transport.transportationProviderId')}
            value={form.transportationProviderId}
            options={providers}
            empty={d('none')}
            onChange={set('transportationProviderId')}
            {...errorOf(errors, 'transportationProviderId')}
          />
          {input(errors, 'refNumber', 'text', { maxLength: 50 })}
          <Box />
          <OptionSelect
            label={d('transport.originCityId')}
            value={form.originCityId}
            options={cities}
            empty={d('none')}
            onChange={set('originCityId')}
            {...errorOf(errors, 'originCityId')}
          />
          <OptionSelect
            label={d('transport.destinationCityId')}
            value={form.destinationCityId}
            options={cities}
            empty={d('none')}
            onChange={set('destinationCityId')}
            {...errorOf(errors, 'destinationCityId')}
          />
          {dateInput(errors, 'departureDate')}
          {input(errors, 'departureTime', 'time')}
          {dateInput(errors, 'arrivalDate')}
          {input(errors, 'arrivalTime', 'time')}
          {input(errors, 'adultCount', 'number', { min: 0, max: 999 })}
          {input(errors, 'childCount', 'number', { min: 0, max: 999 })}
          <Box sx={{ gridColumn: '1 / -1' }}>{input(errors, 'notes', 'text', { maxLength: 2000 })}</Box>
        </Box>
      )}
    </UpdateDialog>
  );
}
