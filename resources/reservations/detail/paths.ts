/** The addresses of the request screens, named once (the listing opens the detail, the detail goes back and to the amendment). */
export const LISTING_PATH = '/reservation-management/reservations';
export const detailRoutePath = '/reservation-management/reservation/request/edit/:requestGuid';
export const detailPath = (requestGuid: string) => `/reservation-management/reservation/request/edit/${requestGuid}`;
export const amendmentPath = (requestGuid: string) =>
  `/reservation-management/reservation/request/amendment/${requestGuid}`;
