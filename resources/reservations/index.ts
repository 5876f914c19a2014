/**
 * The reservation-management screens: the listing and the wizard as resources (each guarded by
 * its permission in the route table), and the amendment page as a custom route.
 */
import { reservationList } from './list';
import { wizardResources } from './wizard';

export { AMENDMENT_PERMISSION, AMENDMENT_ROUTE, AmendmentPage } from './wizard';

export const reservationResources = [reservationList, ...wizardResources];
