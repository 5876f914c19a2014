import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLang } from '@admin/i18n/useLang';
import { hotelStatusChoices } from '@domain/reservations/hotel-processing';
import type { DestinationHotelDetail } from '@domain/reservations/request-schema';
import { detailApi, type HotelProcessing, type RequestView } from '../detail-api';
import type { Option } from '../useLookupOptions';
import { OptionSelect } from './ChoiceUpdateDialog';
import { fieldError, UpdateDialog, type UpdateDialogProps } from './UpdateDialog';

interface Props extends Omit<UpdateDialogProps, 'run' | 'children' | 'title' | 'success'> {
  destinationId: number;
  hotel: DestinationHotelDetail;
  suppliers: Option[] | undefined;
  /** Company users who may operate the booking. */
  operators: Option[] | undefined;
  send: (processing: HotelProcessing) => Promise<RequestView>;
}

const path = (field: string) => [`destinationHotelRequest.${field}`, field];

/**
 * Hotel processing (spec §3): the supplier, the operator (the company user who operates the booking), notes, status.
 * The statuses are the list the server serves (read once per language), less those the hotel may not take: a
 * processed hotel is not offered TempRequest (the server refuses it too).
 */
export function HotelProcessingDialog({ destinationId, hotel, suppliers, operators, send, ...dialog }: Props) {
  const translate = useTranslate();
  const [supplierId, setSupplierId] = useState(hotel.supplierId ? String(hotel.supplierId) : '');
  const [operatorId, setOperatorId] = useState(hotel.operatorId ? String(hotel.operatorId) : '');
  const [notes, setNotes] = useState(hotel.notes ?? '');
  const [statusId, setStatusId] = useState(String(hotel.statusId));
  const lang = useLang();
  const served = useQuery({
    queryKey: ['reservation', 'hotelStatuses', lang],
    queryFn: detailApi.hotelStatuses,
    staleTime: Infinity,
  });
  // Until the list comes (or if it cannot: spec §7, failed dropdown loads are empty), the hotel's own status.
  const statuses: Option[] = served.data
    ? hotelStatusChoices(served.data, hotel.statusId).map((s) => ({ id: s.id, label: s.name }))
    : [{ id: hotel.statusId, label: hotel.status ?? translate(`reservations.status.${hotel.statusId}`) }];
  const none = translate('reservationDetail.none');
  const d = (key: string) => translate(`reservationDetail.${key}`);
  return (
    <UpdateDialog
      {...dialog}
      size="lg"
      title="reservationDetail.processHotelTitle"
      success="reservationDetail.toast.hotel"
      run={() =>
        send({
          destinationId,
          hotelId: hotel.hotelId,
          statusId: Number(statusId),
          notes: notes.trim() || null,
          supplierId: supplierId ? Number(supplierId) : null,
          operatorId: operatorId ? Number(operatorId) : null,
        })
      }
    >
      {(errors) => (
        <>
          <TextField
            fullWidth
            margin="dense"
            label={d('hotel')}
            value={hotel.hotelName ?? `#${hotel.hotelId}`}
            disabled
          />
          <OptionSelect
            label={d('supplier')}
            value={supplierId}
            options={suppliers}
            empty={none}
            onChange={setSupplierId}
            {...fieldError(errors, ...path('supplierId'))}
          />
          <OptionSelect
            label={d('operator')}
            value={operatorId}
            options={operators}
            empty={none}
            onChange={setOperatorId}
            {...fieldError(errors, ...path('operatorId'))}
          />
          <OptionSelect
            label={d('hotelStatus')}
            value={statusId}
            options={statuses}
            onChange={setStatusId}
            {...fieldError(errors, ...path('statusId'))}
          />
          <TextField
            fullWidth
            margin="dense"
            multiline
            minRows={3}
            label={d('notes')}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            {...fieldError(errors, ...path('notes'))}
          />
        </>
      )}
    </UpdateDialog>
  );
}
