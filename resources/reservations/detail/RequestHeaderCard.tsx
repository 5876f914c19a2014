import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLang } from '@admin/i18n/useLang';
import { shownReference } from '../list/list-query';
import { StatusBadge } from '../shared/StatusBadge';
import type { RequestView } from './detail-api';
import { Field, Fields, formatDate, Section, type Editing } from './detail-parts';
import { ChoiceUpdateDialog } from './dialogs/ChoiceUpdateDialog';
import { TextUpdateDialog } from './dialogs/TextUpdateDialog';
import { useCounterOptions } from './useCounterOptions';
import { useLookupOptions } from './useLookupOptions';

type Dialog = 'referenceNumber' | 'agency' | 'counter' | 'remarks';

/** A value with its pencil in edit mode (named "Edit <field>"). */
function Editable({
  label,
  onEdit,
  multiline,
  children,
}: {
  label: string;
  onEdit?: () => void;
  multiline?: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <Field label={label} multiline={multiline}>
        {children}
      </Field>
      {onEdit && (
        <IconButton
          size="small"
          aria-label={translate('reservationDetail.editField', { field: label })}
          onClick={onEdit}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/** The request's header: reference, agency, its reference number, type, status, created, counter, remarks. */
export function RequestHeaderCard({
  request,
  editing,
  actions,
}: {
  request: RequestView;
  editing?: Editing;
  actions?: ReactNode;
}) {
  const translate = useTranslate();
  const lang = useLang();
  const [open, setOpen] = useState<Dialog | undefined>();
  const d = (key: string) => translate(`reservationDetail.${key}`);
  const company = Boolean(editing?.company);
  const agencies = useLookupOptions(open === 'agency' ? 'agency' : undefined);
  const counters = useCounterOptions(open === 'counter');
  const edit = (dialog: Dialog, companyOnly = false) =>
    editing && (!companyOnly || company) ? () => setOpen(dialog) : undefined;
  const close = () => setOpen(undefined);
  const dialog = editing && { onSaved: editing.onSaved, onReload: editing.onReload, onClose: close };
  return (
    <Section title={d('requestTitle')} actions={actions}>
      <Fields>
        <Field label={d('reference')}>
          <strong>{shownReference(request)}</strong>
        </Field>
        <Field label={d('status')}>
          <StatusBadge statusId={request.statusId} />
        </Field>
        <Editable label={d('agency')} onEdit={edit('agency', true)}>
          {request.agencyName}
        </Editable>
        <Editable label={d('referenceNumber')} onEdit={edit('referenceNumber')}>
          {request.referenceNumber}
        </Editable>
        <Field label={d('type')}>{request.requestTypeName}</Field>
        <Field label={d('created')}>{formatDate(request.dateCreated, lang, true)}</Field>
        <Editable label={d('counter')} onEdit={edit('counter', true)}>
          {request.counterName}
        </Editable>
        {request.requestActivityStatusId && (
          <Field label={d('latestAmendment')}>
            <StatusBadge kind="activity" statusId={request.requestActivityStatusId} />
          </Field>
        )}
      </Fields>
      <Box sx={{ mt: 2 }}>
        <Editable label={d('remarks')} onEdit={edit('remarks')} multiline>
          {request.remarks}
        </Editable>
      </Box>
      {editing && dialog && open === 'referenceNumber' && (
        <TextUpdateDialog
          {...dialog}
          title="reservationDetail.editReferenceNumberTitle"
          success="reservationDetail.toast.referenceNumber"
          label="reservationDetail.referenceNumber"
          field="referenceNumber"
          value={request.referenceNumber}
          maxLength={100}
          send={(referenceNumber) => editing.update('updatereferencenumber', { referenceNumber })}
        />
      )}
      {editing && dialog && open === 'remarks' && (
        <TextUpdateDialog
          {...dialog}
          title="reservationDetail.editRemarksTitle"
          success="reservationDetail.toast.remarks"
          label="reservationDetail.remarks"
          field="remarks"
          value={request.remarks}
          maxLength={4000}
          multiline
          send={(remarks) => editing.update('updaterequestremarks', { remarks })}
        />
      )}
      {editing && dialog && open === 'agency' && (
        <ChoiceUpdateDialog
          {...dialog}
          title="reservationDetail.editAgencyTitle"
          success="reservationDetail.toast.agency"
          label="reservationDetail.agency"
          field="agencyId"
          value={request.agencyId}
          options={agencies}
          send={(agencyId) => editing.update('updateagency', { agencyId: agencyId ?? 0 })}
        />
      )}
      {editing && dialog && open === 'counter' && (
        <ChoiceUpdateDialog
          {...dialog}
          title="reservationDetail.editCounterTitle"
          success="reservationDetail.toast.counter"
          label="reservationDetail.counter"
          field="counterId"
          value={request.counterId}
          options={counters}
          clearable
          send={(counterId) => editing.update('updatecounter', { counterId })}
        />
      )}
    </Section>
  );
}
