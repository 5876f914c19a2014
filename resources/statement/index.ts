/**
 * The statement as a resource at `/finance/reservation-statement`, in the Finance group, shown
 * with the report permission; its screen loads on demand (its own chunk).
 */
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';
import type { BespokeMenu } from '@admin/layout/menu-model';
import { PERMISSIONS } from '@domain/permissions';

export const STATEMENT_VIEW = PERMISSIONS.Reports.ReservationRequestStatement.ViewReport;

const menu: BespokeMenu = { group: 'finance', order: 40, labelKey: 'statement.title', permission: STATEMENT_VIEW };

export const statementResource = {
  name: 'finance/reservation-statement',
  list: lazy(() => import('./StatementScreen')),
  icon: RequestQuoteIcon,
  options: { menu },
};
