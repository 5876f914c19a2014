/** The reservation-management resources, each guarded by its view permission in the route table. */
import { reservationList } from './list';

export const reservationResources = [reservationList];
