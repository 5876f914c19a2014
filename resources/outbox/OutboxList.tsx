import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useContext, useState } from 'react';
import { useTranslate } from 'react-admin';
import { OUTBOX_STATUSES, type OutboxSummary } from '@domain/outbox';
import { PERMISSIONS } from '@domain/permissions';
import { useFormat } from '@admin/i18n';
import { ListFilters } from '@admin/primitives/ListFilters';
import { InCards } from '@admin/primitives/list-cards';
import { ListFrame } from '@admin/primitives/ListFrame';
import { RowActions } from '@admin/primitives/RowActions';
import { listFrameProps, usePagedList, type PageRequest } from '@admin/primitives/usePagedList';
import { exportPath } from '@admin/primitives/ExportButton';
import { useCan } from '@admin/session/useCan';
import { OUTBOX_FILTERS, outboxApi, type OutboxFilters } from './outbox-api';
import { OutboxMailDialog } from './OutboxMailDialog';
import { OutboxStatusChip, whyNotSent } from './OutboxStatus';
import { useResend } from './useResend';

const load = (r: PageRequest<OutboxFilters>) =>
  outboxApi.list(r).then((b) => ({ rows: b.mails, paging: b.paginationModel }));

/** Resend beside RowActions' buttons: an icon in the table, a labelled button in a phone's card. */
function ResendAction({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  const icon = <SendIcon fontSize="small" />;
  return useContext(InCards) ? (
    <Button size="small" color="primary" startIcon={icon} disabled={busy} onClick={onClick}>
      {label}
    </Button>
  ) : (
    <IconButton size="small" color="primary" aria-label={label} title={label} disabled={busy} onClick={onClick}>
      {icon}
    </IconButton>
  );
}

const HEADERS = ['when', 'recipient', 'subject', 'status', 'whyNotSent'];

/**
 * The Outbox (`/outbox`, Settings.Outbox.ViewList): every mail the product recorded, newest
 * first, searchable by recipient or subject and filtered by status; View opens the mail, Resend
 * (Settings.Outbox.Resend) tries it again now and says whether it left.
 */
export function OutboxList() {
  const translate = useTranslate();
  const t = (key: string) => translate(`outbox.${key}`);
  const f = useFormat();
  const canResend = useCan(PERMISSIONS.Settings.Outbox.Resend);
  const list = usePagedList<OutboxSummary, OutboxFilters>(load, {
    filters: OUTBOX_FILTERS,
    failure: 'outbox.loadFailed',
  });
  const [open, setOpen] = useState<number | undefined>();
  const { resend, busy } = useResend(() => list.refetch());
  const statusField = {
    name: 'status',
    label: t('status'),
    type: 'select' as const,
    options: OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
  };

  return (
    <>
      <ListFrame
        title={t('title')}
        filters={
          <ListFilters fields={[statusField]} values={{ ...list.filters }} onChange={(v) => list.setFilters(v)} />
        }
        {...listFrameProps(list)}
        exportTo={{
          name: { en: 'outbox', fr: 'boite-d-envoi' },
          path: exportPath('/mail/outbox/export', { search: list.search, ...list.filters }),
        }}
      >
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {HEADERS.map((h) => (
                <TableCell key={h}>{t(h)}</TableCell>
              ))}
              <TableCell align="right">{translate('list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={HEADERS.length + 1} align="center">
                  {translate('list.noResults')}
                </TableCell>
              </TableRow>
            )}
            {list.rows?.map((mail) => (
              <TableRow key={mail.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.dateTime(mail.dateCreated)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{mail.recipient}</TableCell>
                <TableCell>{mail.subject}</TableCell>
                <TableCell>
                  <OutboxStatusChip status={mail.status} />
                </TableCell>
                <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
                  {whyNotSent(mail, translate, true)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', minWidth: 88 }}>
                  <RowActions onView={() => setOpen(mail.id)}>
                    {canResend && (
                      <ResendAction label={t('resend')} busy={busy === mail.id} onClick={() => void resend(mail)} />
                    )}
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListFrame>
      {open !== undefined && (
        <OutboxMailDialog
          id={open}
          canResend={canResend}
          onClose={() => setOpen(undefined)}
          onResent={() => list.refetch()}
        />
      )}
    </>
  );
}
