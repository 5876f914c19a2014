/** The request detail page; the module (../module.tsx) registers `RequestDetailRoute` at `detailRoutePath`. */
export { RequestDetailRoute, RequestDetailPage, PERMISSIONS as detailPermissions } from './RequestDetailPage';
export { detailPath, amendmentPath, detailRoutePath } from './paths';
export { requestActivitySubject } from './activity-subject';
export { requestCommentSubject } from './comment-subject';
