/** What other modules use of user management: the users' API (the Audit Log's user filter). */
export { userApi } from './api';
