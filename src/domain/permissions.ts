/**
 * The permission catalogue: every permission string of the spec, defined here once and imported
 * everywhere (server routes, the admin shell, the screens, the demo data), grouped by area as the
 * roles screen shows them. Names are dotted as the spec's route guards name them
 * (`Finance.PaymentAccounts.ViewList`). Entities get Add (add and update), Delete and ViewList;
 * reports ViewReport; settings Add and ViewSettings; the outbox ViewList and Resend. Schema files and server modules may declare
 * more permissions; the server adds those to this list (see permissionCatalogue()).
 * @example
 *   import { PERMISSIONS } from '@domain/permissions.js';
 *   app.get(url, { config: { permission: PERMISSIONS.Finance.Invoices.ViewList } }, handler);
 */

export type PermissionAction = 'Add' | 'Delete' | 'ViewList' | 'ViewReport' | 'ViewSettings' | 'Resend';

export interface PermissionArea {
  area: string;
  entities: { entity: string; actions: PermissionAction[] }[];
}

const CRUD = ['Add', 'Delete', 'ViewList'] as const;

/** `{ Add: 'Area.Entity.Add', ... }`: the one place a permission's name is spelled. */
function entity<A extends string, E extends string, X extends PermissionAction>(
  area: A,
  name: E,
  actions: readonly X[],
): { readonly [K in X]: `${A}.${E}.${K}` } {
  return Object.fromEntries(actions.map((action) => [action, `${area}.${name}.${action}`])) as {
    [K in X]: `${A}.${E}.${K}`;
  };
}

/** Every permission of the spec: `PERMISSIONS.Reservations.Reservation.Add` is `'Reservations.Reservation.Add'`. */
export const PERMISSIONS = {
  Infrastructure: {
    InfraTypes: entity('Infrastructure', 'InfraTypes', CRUD),
    Countries: entity('Infrastructure', 'Countries', CRUD),
    Cities: entity('Infrastructure', 'Cities', CRUD),
    Zones: entity('Infrastructure', 'Zones', CRUD),
    Currencies: entity('Infrastructure', 'Currencies', CRUD),
    PresetTransportationDetails: entity('Infrastructure', 'PresetTransportationDetails', CRUD),
    NationalityGroups: entity('Infrastructure', 'NationalityGroups', CRUD),
    AgencyGroups: entity('Infrastructure', 'AgencyGroups', CRUD),
    Stations: entity('Infrastructure', 'Stations', CRUD),
    TransportationProviders: entity('Infrastructure', 'TransportationProviders', CRUD),
    Amenities: entity('Infrastructure', 'Amenities', CRUD),
    RoomServices: entity('Infrastructure', 'RoomServices', CRUD),
    Agencies: entity('Infrastructure', 'Agencies', CRUD),
  },
  Accommodations: { Hotels: entity('Accommodations', 'Hotels', CRUD) },
  SupplierManagement: { Suppliers: entity('SupplierManagement', 'Suppliers', CRUD) },
  UserManagement: {
    Users: entity('UserManagement', 'Users', CRUD),
    Roles: entity('UserManagement', 'Roles', CRUD),
    AgencyUsers: entity('UserManagement', 'AgencyUsers', CRUD),
    Permissions: entity('UserManagement', 'Permissions', ['Add', 'ViewList']),
  },
  Services: {
    TourServices: entity('Services', 'TourServices', CRUD),
    Excursions: entity('Services', 'Excursions', CRUD),
  },
  Reservations: {
    Reservation: entity('Reservations', 'Reservation', CRUD),
    Amendments: entity('Reservations', 'Amendments', CRUD),
  },
  Finance: {
    Invoices: entity('Finance', 'Invoices', CRUD),
    PaymentAccounts: entity('Finance', 'PaymentAccounts', CRUD),
    InvoicePayments: entity('Finance', 'InvoicePayments', CRUD),
  },
  Reports: {
    ReservationRequestStatement: entity('Reports', 'ReservationRequestStatement', ['ViewReport']),
    AgencyInvoiceVsPayment: entity('Reports', 'AgencyInvoiceVsPayment', ['ViewReport']),
  },
  Settings: {
    SAASTenancySettings: entity('Settings', 'SAASTenancySettings', ['Add', 'ViewSettings']),
    // The mails the product sent or could not send (recipients, bodies with their links): company users only.
    Outbox: entity('Settings', 'Outbox', ['ViewList', 'Resend']),
  },
  // The whole audit trail (POST /api/audit/get); one row's history needs only that row's view permission.
  Audit: { AuditLog: entity('Audit', 'AuditLog', ['ViewList']) },
} as const;

/** The catalogue by area and entity, in the order above (the roles screen's order). */
export const PERMISSION_AREAS: PermissionArea[] = Object.entries(PERMISSIONS).map(([area, entities]) => ({
  area,
  entities: Object.entries(entities).map(([name, actions]) => ({
    entity: name,
    actions: Object.keys(actions) as PermissionAction[],
  })),
}));

/** `Finance.PaymentAccounts.ViewList` for every area, entity and action of the catalogue. */
export const ALL_PERMISSIONS: string[] = Object.values(PERMISSIONS).flatMap((entities) =>
  Object.values(entities).flatMap((actions) => Object.values(actions) as string[]),
);

/**
 * Views that give more than data to read, so no role gets them by being "read-only": the outbox
 * holds the password-reset and confirmation links it mailed (whoever reads them can use them).
 */
const SENSITIVE_VIEWS: readonly string[] = [PERMISSIONS.Settings.Outbox.ViewList];

/** Permissions a read-only company user holds. */
export function isViewPermission(permission: string): boolean {
  return /\.(ViewList|ViewReport|ViewSettings)$/.test(permission) && !SENSITIVE_VIEWS.includes(permission);
}

/** The catalogue plus permissions declared by schema files, sorted and without duplicates. */
export function permissionCatalogue(extra: Iterable<string> = []): string[] {
  return [...new Set([...ALL_PERMISSIONS, ...extra])].sort();
}
