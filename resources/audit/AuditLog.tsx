import { MAX_PAGE_SIZE } from '@domain/paging';
import { PERMISSIONS } from '@domain/permissions';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { auditApi, type AuditEntry } from '@admin/audit/audit-api';
import { schemaSubject, shownChanges, subjectOf, type AuditSubject } from '@admin/audit/audit-subjects';
import { AuditDiff } from '@admin/audit/AuditDiff';
import { formatWhen, OperationChip, useWho } from '@admin/audit/AuditEntryHeading';
import { useLookupLabels } from '@admin/audit/useLookupLabels';
import { ListFilters, type FilterField } from '@admin/primitives/ListFilters';
import { ListFrame } from '@admin/primitives/ListFrame';
import { listFrameProps, usePagedList, type PageRequest } from '@admin/primitives/usePagedList';
import { withoutPaging } from '@admin/primitives/ExportButton';
import { useLang } from '@admin/i18n/useLang';
import { useSchemasState } from '@admin/schemas/schemas-store';
import { useCan } from '@admin/session/useCan';
import { useModuleAuditSubjects } from '@admin/audit/module-subjects';
import { userApi } from '@resources/user-management';
import { AUDIT_FILTERS, auditQuery, type AuditFilters } from './audit-query';

const load = (r: PageRequest<AuditFilters>) =>
  auditApi
    .get(auditQuery(r.filters, r.page, r.perPage))
    .then((b) => ({ rows: b.auditEntries, paging: b.paginationModel }));

/** Every audited entity, labelled by its title: the schemas and what the modules declare (users, roles, documents...). */
function useSubjects(): AuditSubject[] {
  const { schemas } = useSchemasState();
  const modules = useModuleAuditSubjects();
  const lang = useLang();
  const translate = useTranslate();
  return useMemo(
    () =>
      [...schemas.map((s) => schemaSubject(s, lang, translate)), ...modules.map((subject) => subject(translate))].sort(
        (a, b) => a.label.localeCompare(b.label, lang),
      ),
    [schemas, modules, lang, translate],
  );
}

/** The users to filter by, when the caller may list them (else, or while loading, the filter takes an id). */
function useUserOptions(canList: boolean) {
  const { data } = useQuery({
    queryKey: ['audit-log', 'users'],
    queryFn: async () =>
      (await userApi.list({ search: '', page: 1, perPage: MAX_PAGE_SIZE, filters: {} })).users.map((u) => ({
        value: String(u.id),
        label: `${u.fullName} (${u.email})`,
      })),
    enabled: canList,
    retry: false,
  });
  return canList ? data : undefined;
}

/**
 * The Audit Log (`/audit-log`, `Audit.AuditLog.ViewList`): every write, newest first, filtered
 * by entity, entity id, user and days; each row named as its module calls it (`entityReference`:
 * a request's reference, a currency's title), its entity by its subject's label; each entry
 * opens to its readable diff (AuditDiff, as in History).
 */
export function AuditLog() {
  const translate = useTranslate();
  const lang = useLang();
  const who = useWho();
  const subjects = useSubjects();
  const users = useUserOptions(useCan(PERMISSIONS.UserManagement.Users.ViewList));
  const list = usePagedList<AuditEntry, AuditFilters>(load, { filters: AUDIT_FILTERS });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const t = (key: string) => translate(`audit.${key}`);
  const subject = useCallback((entity: string) => subjectOf(subjects, entity, translate), [subjects, translate]);
  const expanded = (list.rows ?? []).filter((e) => open.has(e.id));
  const labels = useLookupLabels(
    expanded.flatMap((e) =>
      shownChanges(e.changes, subject(e.entity)).map((c) => subject(e.entity).field(c.field).lookup),
    ),
  );
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const fields: FilterField[] = [
    {
      name: 'entity',
      label: t('entity'),
      type: 'select',
      options: subjects.map((s) => ({ value: s.entity, label: s.label })),
    },
    { name: 'entityId', label: t('entityId'), type: 'text' },
    users
      ? { name: 'userId', label: t('user'), type: 'select', options: users }
      : { name: 'userId', label: t('userId'), type: 'integer' },
    { name: 'fromDate', label: t('fromDate'), type: 'date' },
    { name: 'toDate', label: t('toDate'), type: 'date' },
  ];
  const headers = ['when', 'user', 'entity', 'row', 'operation', 'fields'];

  return (
    <ListFrame
      title={t('title')}
      filters={<ListFilters fields={fields} values={{ ...list.filters }} onChange={(v) => list.setFilters(v)} />}
      {...listFrameProps(list)}
      onSearch={undefined}
      exportTo={{
        name: { en: 'audit-log', fr: 'journal-d-audit' },
        path: '/audit/export',
        body: withoutPaging(auditQuery(list.filters, 1, 1)),
      }}
    >
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {headers.map((h) => (
              <TableCell key={h}>{t(h)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={headers.length + 1} align="center">
                {translate('list.noResults')}
              </TableCell>
            </TableRow>
          )}
          {list.rows?.map((entry) => {
            const about = subject(entry.entity);
            const isOpen = open.has(entry.id);
            const fieldNames = shownChanges(entry.changes, about)
              .map((c) => about.field(c.field).label)
              .join(', ');
            return (
              <Fragment key={entry.id}>
                <TableRow hover sx={{ '& > td': { borderBottom: isOpen ? 'none' : undefined } }}>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={isOpen}
                      onClick={() => toggle(entry.id)}
                      aria-label={translate(isOpen ? 'audit.hideChanges' : 'audit.showChanges')}
                    >
                      {isOpen ? (
                        <KeyboardArrowDownIcon fontSize="small" />
                      ) : (
                        <KeyboardArrowRightIcon fontSize="small" />
                      )}
                    </IconButton>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(entry.dateCreated, lang)}</TableCell>
                  <TableCell>{who(entry)}</TableCell>
                  <TableCell>{about.label}</TableCell>
                  {/* The row as people call it (its module's reference), its id on hover. */}
                  <TableCell title={entry.entityReference ? `${t('entityId')}: ${entry.entityId}` : undefined}>
                    {entry.entityReference ?? entry.entityId}
                  </TableCell>
                  <TableCell>
                    <OperationChip operation={entry.operation} />
                  </TableCell>
                  <TableCell
                    sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    title={fieldNames}
                  >
                    {fieldNames}
                  </TableCell>
                </TableRow>
                {isOpen && (
                  <TableRow>
                    <TableCell colSpan={headers.length + 1} sx={{ bgcolor: 'action.hover' }}>
                      <Box sx={{ px: 1, py: 1 }}>
                        <AuditDiff
                          changes={entry.changes}
                          operation={entry.operation}
                          subject={about}
                          labels={labels}
                        />
                      </Box>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </ListFrame>
  );
}
