/**
 * The wizard's routes and menu entry (spec §2 route table): the create route with
 * `Reservations.Reservation.Add` and "New request" in the reservation-management menu group;
 * the amendment route with `Reservations.Amendments.Add`. The pages load on first use (they
 * bring ajv and the request schema), so the shell's first load stays as it was.
 * @example <Resource {...newRequest} /> // /reservation-management/reservation/request
 */
import { PERMISSIONS } from '@domain/permissions';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import LinearProgress from '@mui/material/LinearProgress';
import { createElement, lazy, Suspense } from 'react';
import type { BespokeMenu } from '@admin/layout/menu-model';

export const NEW_REQUEST_PERMISSION = PERMISSIONS.Reservations.Reservation.Add;
export const AMENDMENT_PERMISSION = PERMISSIONS.Reservations.Amendments.Add;
export const NEW_REQUEST_ROUTE = 'reservation-management/reservation/request';
export const AMENDMENT_ROUTE = 'reservation-management/reservation/request/amendment/:requestGuid';

const LazyNewRequest = lazy(() => import('./NewRequestPage.js').then((m) => ({ default: m.NewRequestPage })));
const LazyAmendment = lazy(() => import('./AmendmentPage.js').then((m) => ({ default: m.AmendmentPage })));

const loading = createElement(LinearProgress);
export const NewRequestPage = () => createElement(Suspense, { fallback: loading }, createElement(LazyNewRequest));
export const AmendmentPage = () => createElement(Suspense, { fallback: loading }, createElement(LazyAmendment));

const menu: BespokeMenu = {
  group: 'reservationManagement',
  order: 20,
  labelKey: 'reservationWizard.menu',
  permission: NEW_REQUEST_PERMISSION,
};

export const newRequest = {
  name: NEW_REQUEST_ROUTE,
  list: NewRequestPage,
  icon: AddCircleOutlineIcon,
  options: { menu },
};
