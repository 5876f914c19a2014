import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ListFrame, PAGE_SIZE } from '@admin/primitives';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import { StatementActions } from './StatementActions';
import { StatementFilters } from './StatementFilters';
import { StatementSummary } from './StatementSummary';
import { StatementTable } from './StatementTable';
import { useStatement } from './useStatement';

/**
 * The Reservation Request Statement (`/finance/reservation-statement`, §2.7): the filters, the
 * summary bar (totals, balances, aging), the rows with their payment status, paging, and the
 * statement as PDF, CSV and e-mail. A company user chooses the agency (`?agencyId=` opens one,
 * e.g. from the dashboard); an agency user sees their own.
 */
export function StatementScreen() {
  const translate = useTranslate();
  const claims = getClaims();
  const company = isCompanyUser(claims);
  const own = company ? undefined : String(claims?.agencyId ?? '');
  const { url, applied, query, apply } = useStatement(own);
  const answer = query.data;
  const f = url.filters;
  return (
    <ListFrame
      title={translate('statement.title')}
      actions={applied && <StatementActions filter={applied} />}
      filters={
        <>
          <StatementFilters
            chooseAgency={company}
            applied={{
              agencyId: own ?? f.agencyId ?? '',
              fromDate: f.fromDate ?? '',
              toDate: f.toDate ?? '',
              search: url.search,
            }}
            onApply={apply}
          />
          {applied && answer && <StatementSummary summary={answer.reservationStatementSummary} />}
          {!applied && (
            <Typography color="text.secondary" sx={{ pt: 1 }}>
              {translate('statement.chooseAgency')}
            </Typography>
          )}
        </>
      }
      loading={query.isFetching}
      page={url.page}
      perPage={PAGE_SIZE}
      total={applied ? (answer?.paginationModel.totalRecords ?? 0) : 0}
      setPage={url.setPage}
    >
      <StatementTable
        rows={applied ? (answer?.reservationStatement ?? []) : []}
        message={query.isError ? translate('statement.loadFailed') : undefined}
      />
    </ListFrame>
  );
}

export default StatementScreen;
