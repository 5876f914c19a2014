/** The request detail page (issue 11); App.tsx registers `RequestDetailRoute` at `detailRoutePath`. */
export { RequestDetailRoute, RequestDetailPage, detailPath, amendmentPath, PERMISSIONS as detailPermissions } from './RequestDetailPage';
export const detailRoutePath = '/reservation-management/reservation/request/edit/:requestGuid';
