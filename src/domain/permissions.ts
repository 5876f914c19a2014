/**
 * The permission catalogue: every permission string of the spec, grouped by area as the
 * roles screen shows them. Names are dotted as the spec's route guards name them
 * (`Finance.PaymentAccounts.ViewList`). Entities get Add (add and update), Delete and
 * ViewList; reports ViewReport; settings Add and ViewSettings. Schema files may declare
 * more permissions; the server adds those to this list (see permissionCatalogue()).
 */

export type PermissionAction = 'Add' | 'Delete' | 'ViewList' | 'ViewReport' | 'ViewSettings';

export interface PermissionArea {
  area: string;
  entities: { entity: string; actions: PermissionAction[] }[];
}

const crud: PermissionAction[] = ['Add', 'Delete', 'ViewList'];
const entities = (names: string[], actions: PermissionAction[] = crud) => names.map((entity) => ({ entity, actions }));

export const PERMISSION_AREAS: PermissionArea[] = [
  {
    area: 'Infrastructure',
    entities: entities([
      'InfraTypes',
      'Countries',
      'Cities',
      'Zones',
      'Currencies',
      'PresetTransportationDetails',
      'NationalityGroups',
      'AgencyGroups',
      'Stations',
      'TransportationProviders',
      'Amenities',
      'RoomServices',
      'Agencies',
    ]),
  },
  { area: 'Accommodations', entities: entities(['Hotels']) },
  { area: 'SupplierManagement', entities: entities(['Suppliers']) },
  {
    area: 'UserManagement',
    entities: [...entities(['Users', 'Roles', 'AgencyUsers']), { entity: 'Permissions', actions: ['Add', 'ViewList'] }],
  },
  { area: 'Services', entities: entities(['TourServices', 'Excursions']) },
  { area: 'Reservations', entities: entities(['Reservation', 'Amendments']) },
  { area: 'Finance', entities: entities(['Invoices', 'PaymentAccounts', 'InvoicePayments']) },
  {
    area: 'Reports',
    entities: entities(['ReservationRequestStatement', 'AgencyInvoiceVsPayment'], ['ViewReport']),
  },
  { area: 'Settings', entities: entities(['SAASTenancySettings'], ['Add', 'ViewSettings']) },
  // The whole audit trail (POST /api/audit/get); one row's history needs only that row's view permission.
  { area: 'Audit', entities: entities(['AuditLog'], ['ViewList']) },
];

/** `Finance.PaymentAccounts.ViewList` for every area, entity and action of the catalogue. */
export const ALL_PERMISSIONS: string[] = PERMISSION_AREAS.flatMap(({ area, entities: list }) =>
  list.flatMap(({ entity, actions }) => actions.map((action) => `${area}.${entity}.${action}`)),
);

/** Permissions a read-only company user holds. */
export function isViewPermission(permission: string): boolean {
  return /\.(ViewList|ViewReport|ViewSettings)$/.test(permission);
}

/** The catalogue plus permissions declared by schema files, sorted and without duplicates. */
export function permissionCatalogue(extra: Iterable<string> = []): string[] {
  return [...new Set([...ALL_PERMISSIONS, ...extra])].sort();
}
