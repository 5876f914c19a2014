/** Demo roles and the three demo accounts documented in the README. */
import { isViewPermission, PERMISSIONS } from '@domain/permissions.js';
import { USER_TYPE, type UserTypeId } from '@domain/user-management.js';

export interface DemoRole {
  name: string;
  /** 1 company role (default), 2 agency role (`rolesbytypeid`). */
  typeId?: UserTypeId;
  permissions: (all: string[]) => string[];
}

const startsWith =
  (...prefixes: string[]) =>
  (all: string[]) =>
    all.filter((p) => prefixes.some((x) => p.startsWith(x)));

export const AGENCY_USER_PERMISSIONS = [
  PERMISSIONS.Reservations.Reservation.Add,
  PERMISSIONS.Reservations.Reservation.ViewList,
  PERMISSIONS.Reservations.Amendments.Add,
  PERMISSIONS.Reservations.Amendments.ViewList,
  PERMISSIONS.Finance.Invoices.Add,
  PERMISSIONS.Finance.Invoices.ViewList,
  PERMISSIONS.Finance.InvoicePayments.Add,
  PERMISSIONS.Finance.InvoicePayments.ViewList,
  PERMISSIONS.Reports.ReservationRequestStatement.ViewReport,
];

export const DEMO_ROLES: DemoRole[] = [
  { name: 'administrator', permissions: (all) => all },
  {
    name: 'finance',
    permissions: (all) => [
      ...startsWith('Finance.', 'Reports.')(all),
      PERMISSIONS.Infrastructure.Currencies.ViewList,
      PERMISSIONS.Infrastructure.Agencies.ViewList,
      PERMISSIONS.Infrastructure.InfraTypes.ViewList,
    ],
  },
  {
    name: 'reservations',
    permissions: (all) => [
      ...startsWith('Reservations.', 'Services.', 'Accommodations.')(all),
      ...all.filter((p) => p.startsWith('Infrastructure.') && p.endsWith('.ViewList')),
      PERMISSIONS.SupplierManagement.Suppliers.ViewList,
    ],
  },
  { name: 'agency user', typeId: USER_TYPE.Agency, permissions: () => AGENCY_USER_PERMISSIONS },
  { name: 'viewer', permissions: (all) => all.filter(isViewPermission) },
];

export interface DemoUser {
  email: string;
  password: string;
  fullName: string;
  role: string;
  /** Index of the agency in the demo agencies (the first one), for agency users. */
  agencyId?: number;
}

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@example.com', password: 'Admin#2026', fullName: 'Alice Admin', role: 'administrator' },
  { email: 'agent@example.com', password: 'Agent#2026', fullName: 'Adam Agent', role: 'agency user', agencyId: 1 },
  { email: 'viewer@example.com', password: 'Viewer#2026', fullName: 'Victor Viewer', role: 'viewer' },
  // Company users.
  { email: 'fiona.finance@example.com', password: 'Finance#2026', fullName: 'Fiona Finance', role: 'finance' },
  {
    email: 'rita.reservations@example.com',
    password: 'Reserve#2026',
    fullName: 'Rita Reservations',
    role: 'reservations',
  },
  { email: 'omar.ops@example.com', password: 'Reserve#2026', fullName: 'Omar Operations', role: 'reservations' },
  // Agency users: one or two per demo agency (ids 1 to 6: Blue Horizon Travel, Sunrise Tours,
  // Atlas Voyages, Desert Rose Holidays, Nordic Trails, Aegean Escapes).
  {
    email: 'anna@bluehorizon.example',
    password: 'Agency#2026',
    fullName: 'Anna Bleu',
    role: 'agency user',
    agencyId: 1,
  },
  { email: 'selin@sunrise.example', password: 'Agency#2026', fullName: 'Selin Kaya', role: 'agency user', agencyId: 2 },
  { email: 'sara@sunrise.example', password: 'Agency#2026', fullName: 'Sara Lind', role: 'agency user', agencyId: 2 },
  { email: 'nadia@atlas.example', password: 'Agency#2026', fullName: 'Nadia Haddad', role: 'agency user', agencyId: 3 },
  {
    email: 'lucas@desertrose.example',
    password: 'Agency#2026',
    fullName: 'Lucas Moreau',
    role: 'agency user',
    agencyId: 4,
  },
  {
    email: 'emma@desertrose.example',
    password: 'Agency#2026',
    fullName: 'Emma Rossi',
    role: 'agency user',
    agencyId: 4,
  },
  {
    email: 'kenji@nordictrails.example',
    password: 'Agency#2026',
    fullName: 'Kenji Sato',
    role: 'agency user',
    agencyId: 5,
  },
  {
    email: 'maria@aegean.example',
    password: 'Agency#2026',
    fullName: 'Maria Garcia',
    role: 'agency user',
    agencyId: 6,
  },
];
