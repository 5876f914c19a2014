import { PERMISSIONS } from '@domain/permissions';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-admin';
import {
  ListFilters,
  ListFrame,
  listFrameProps,
  usePagedList,
  withoutPaging,
  type FilterField,
  type PageRequest,
} from '@admin/primitives';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import { useCan } from '@admin/session/useCan';
import type { ListRow } from '@domain/reservations/request-schema';
import { REQUEST_STATUS } from '@domain/reservations/statuses';
import { requestApi } from '../api';
import { detailPath } from '../detail/paths';
import {
  DEFAULT_SORT,
  RESERVATION_FILTERS,
  nextSort,
  reservationQuery,
  type ListSortField,
  type ReservationFilters,
} from './list-query';
import { ReservationRow } from './ReservationRow';
import { useAgencyOptions } from './useAgencyOptions';

export const RESERVATIONS_PERMISSION = PERMISSIONS.Reservations.Reservation.ViewList;
export const ADD_PERMISSION = PERMISSIONS.Reservations.Reservation.Add;
export const WIZARD_PATH = '/reservation-management/reservation/request';

const load = (r: PageRequest<ReservationFilters>) =>
  requestApi.list(reservationQuery(r)).then((b) => ({ rows: b.requests, paging: b.paginationModel }));

const TYPES = [
  ['1', 'FIT'],
  ['2', 'GIT'],
  ['4', 'TIS'],
] as const;

/**
 * The reservation requests (`/reservation-management/reservations`, where `/` goes): search by
 * reference, agency, agency reference number, destination city or passenger (server: list.ts); filters by status, agency (company users),
 * type, check-in and created dates; newest first or by first check-in; page, filters and order
 * in the URL, so Back from a request returns to the same page. A row opens the request.
 */
export function ReservationList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`reservationList.${key}`, options);
  const company = isCompanyUser(getClaims());
  const canAdd = useCan(ADD_PERMISSION);
  const agencies = useAgencyOptions(company);
  const list = usePagedList<ListRow, ReservationFilters>(load, {
    filters: RESERVATION_FILTERS,
    sort: DEFAULT_SORT,
    failure: 'reservationList.loadFailed',
  });

  const fields: FilterField[] = [
    {
      name: 'statusId',
      label: t('status'),
      type: 'select',
      options: Object.values(REQUEST_STATUS)
        .filter((id) => id !== REQUEST_STATUS.TempRequest)
        .map((id) => ({ value: String(id), label: translate(`reservations.status.${id}`) })),
    },
    ...(company ? [{ name: 'agencyId', label: t('agency'), type: 'select', options: agencies } as const] : []),
    {
      name: 'requestType',
      label: t('type'),
      type: 'select',
      options: TYPES.map(([value, label]) => ({ value, label })),
    },
    { name: 'checkInFrom', label: t('checkInFrom'), type: 'date' },
    { name: 'checkInTo', label: t('checkInTo'), type: 'date' },
    { name: 'createdFrom', label: t('createdFrom'), type: 'date' },
    { name: 'createdTo', label: t('createdTo'), type: 'date' },
  ];
  const filtered = Boolean(list.search) || Object.values(list.filters).some(Boolean);
  const sortable = (field: ListSortField, label: string) => (
    <TableSortLabel
      active={list.sort?.field === field}
      direction={list.sort?.field === field ? (list.sort.order === 'ASC' ? 'asc' : 'desc') : 'asc'}
      onClick={() => list.setSort(nextSort(list.sort, field))}
    >
      {label}
    </TableSortLabel>
  );
  const columns = 10;

  return (
    <ListFrame
      title={t('title')}
      onAdd={canAdd ? () => navigate(WIZARD_PATH) : undefined}
      addLabel="reservationList.newRequest"
      filters={<ListFilters fields={fields} values={{ ...list.filters }} onChange={(v) => list.setFilters(v)} />}
      {...listFrameProps(list)}
      searchHint={t('searchHint')}
      exportTo={{
        name: { en: 'reservation-requests', fr: 'demandes-de-reservation' },
        path: '/reservation/request/export',
        body: withoutPaging(reservationQuery(list)),
      }}
    >
      <Table
        size="small"
        aria-label={t('title')}
        sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('reference')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell>{t('agency')}</TableCell>
            <TableCell>{t('referenceNumber')}</TableCell>
            <TableCell>{t('type')}</TableCell>
            <TableCell
              sortDirection={list.sort?.field === 'firstCheckIn' ? (list.sort.order === 'ASC' ? 'asc' : 'desc') : false}
            >
              {sortable('firstCheckIn', t('firstCheckIn'))}
            </TableCell>
            <TableCell>{t('destinations')}</TableCell>
            <TableCell>{t('passenger')}</TableCell>
            <TableCell align="right">{t('pax')}</TableCell>
            <TableCell
              sortDirection={list.sort?.field === 'dateCreated' ? (list.sort.order === 'ASC' ? 'asc' : 'desc') : false}
            >
              {sortable('dateCreated', t('created'))}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {!list.loading && (list.rows?.length === 0 || (list.error !== undefined && !list.rows)) && (
            <TableRow>
              <TableCell colSpan={columns} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {list.error !== undefined && !list.rows ? t('loadFailed') : t(filtered ? 'noMatch' : 'empty')}
              </TableCell>
            </TableRow>
          )}
          {list.rows?.map((row) => (
            <ReservationRow key={row.requestGuid} row={row} onOpen={() => navigate(detailPath(row.requestGuid))} />
          ))}
        </TableBody>
      </Table>
    </ListFrame>
  );
}
