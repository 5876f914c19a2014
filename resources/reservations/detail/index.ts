/** The request detail page (issue 11); App.tsx registers `RequestDetailRoute` at `detailRoutePath`. */
export { RequestDetailRoute, RequestDetailPage, PERMISSIONS as detailPermissions } from './RequestDetailPage';
export { detailPath, amendmentPath, detailRoutePath } from './paths';
