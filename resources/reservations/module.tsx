/**
 * The reservation-management module: the requests listing and the wizard ("New request") as
 * resources, each with its permission; the request detail (view, edit, activity log) with the
 * listing's view permission and the amendment page with `Reservations.Amendments.Add` as routes;
 * the Audit Log's labels of a request's entries.
 */
import type { AdminModule } from '@admin/module';
import {
  detailPermissions,
  detailRoutePath,
  RequestDetailRoute,
  requestActivitySubject,
  requestCommentSubject,
} from './detail';
import { reservationDashboardCards } from './dashboard';
import { reservationList } from './list';
import { AMENDMENT_PERMISSION, AMENDMENT_ROUTE, AmendmentPage, newRequest } from './wizard';

const LISTING = reservationList.name;

export const reservationsModule: AdminModule = {
  name: 'reservations',
  resources: [reservationList, newRequest],
  routes: [
    // Both belong to the listing's entry, not to 'New request' whose path starts theirs.
    { path: detailRoutePath, element: <RequestDetailRoute />, permission: detailPermissions.view, menu: LISTING },
    { path: `/${AMENDMENT_ROUTE}`, element: <AmendmentPage />, permission: AMENDMENT_PERMISSION, menu: LISTING },
  ],
  // The Audit Log reads a request's entries as its activity log does, and names its comments.
  auditSubjects: [requestActivitySubject, requestCommentSubject],
  dashboardCards: reservationDashboardCards,
};
