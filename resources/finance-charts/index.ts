/**
 * Agency Invoice vs Payment as a resource at `/finance/agency-invoice-vs-payment`, in the Finance
 * group, shown with the report permission; its screen, and nivo with it, load on demand (their own chunk).
 */
import InsightsIcon from '@mui/icons-material/Insights';
import { lazy } from 'react';
import type { BespokeMenu } from '@admin/layout/menu-model';
import { PERMISSIONS } from '@domain/permissions';

export const CHARTS_VIEW = PERMISSIONS.Reports.AgencyInvoiceVsPayment.ViewReport;

const menu: BespokeMenu = { group: 'finance', order: 50, labelKey: 'financeCharts.title', permission: CHARTS_VIEW };

export const financeChartsResource = {
  name: 'finance/agency-invoice-vs-payment',
  list: lazy(() => import('./ChartsScreen')),
  icon: InsightsIcon,
  options: { menu },
};
