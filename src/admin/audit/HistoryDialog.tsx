import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import { Fragment, useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { ListPagination } from '../primitives/ListPagination';
import { Modal } from '../primitives/Modal';
import { usePagedList, type PageRequest } from '../primitives/usePagedList';
import { auditApi, type AuditEntry } from './audit-api';
import { shownChanges, type AuditSubject } from './audit-subjects';
import { AuditDiff } from './AuditDiff';
import { AuditEntryHeading } from './AuditEntryHeading';
import { useLookupLabels } from './useLookupLabels';

interface Props {
  subject: AuditSubject;
  entityId: string | number;
  /** What the row is called (its title, a user's name), in the dialog's title. */
  name: string;
  onClose: () => void;
}

/**
 * "History of X": the row's audit entries, newest first, 10 a page, each as when / who /
 * operation and its readable diff (AuditDiff).
 */
export function HistoryDialog({ subject, entityId, name, onClose }: Props) {
  const translate = useTranslate();
  const load = useCallback(
    (r: PageRequest) =>
      auditApi
        .get({ entity: subject.entity, entityId: String(entityId), pageIndex: r.page, pageSize: r.perPage })
        .then((b) => ({ rows: b.auditEntries, paging: b.paginationModel })),
    [subject.entity, entityId],
  );
  const list = usePagedList<AuditEntry>(load);
  const labels = useLookupLabels(
    (list.rows ?? []).flatMap((e) => shownChanges(e.changes, subject).map((c) => subject.field(c.field).lookup)),
  );

  return (
    <Modal title={translate('history.titleOf', { name })} onClose={onClose} size="lg">
      <DialogContent dividers>
        {list.rows === undefined && list.loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        )}
        {list.rows === undefined && !list.loading && <Alert severity="error">{translate('history.unavailable')}</Alert>}
        {list.rows?.length === 0 && <Alert severity="info">{translate('history.empty')}</Alert>}
        {list.rows?.map((entry, i) => (
          <Fragment key={entry.id}>
            {i > 0 && <Divider sx={{ my: 2 }} />}
            <Box
              component="section"
              aria-label={translate(`history.operations.${entry.operation}`, { _: entry.operation })}
            >
              <AuditEntryHeading entry={entry} />
              <AuditDiff changes={entry.changes} operation={entry.operation} subject={subject} labels={labels} />
            </Box>
          </Fragment>
        ))}
      </DialogContent>
      {list.total > list.perPage && (
        <ListPagination page={list.page} perPage={list.perPage} total={list.total} setPage={list.setPage} />
      )}
    </Modal>
  );
}
