/** Demo roles and the three demo accounts documented in the README. */
import { isViewPermission } from '../../domain/permissions.js';

export interface DemoRole {
  name: string;
  permissions: (all: string[]) => string[];
}

const startsWith = (...prefixes: string[]) => (all: string[]) => all.filter((p) => prefixes.some((x) => p.startsWith(x)));

export const AGENCY_USER_PERMISSIONS = [
  'Reservations.Reservation.Add', 'Reservations.Reservation.ViewList',
  'Reservations.Amendments.Add', 'Reservations.Amendments.ViewList',
  'Finance.Invoices.Add', 'Finance.Invoices.ViewList',
  'Finance.InvoicePayments.Add', 'Finance.InvoicePayments.ViewList',
  'Reports.ReservationRequestStatement.ViewReport',
];

export const DEMO_ROLES: DemoRole[] = [
  { name: 'administrator', permissions: (all) => all },
  {
    name: 'finance',
    permissions: (all) => [...startsWith('Finance.', 'Reports.')(all),
      'Infrastructure.Currencies.ViewList', 'Infrastructure.Agencies.ViewList', 'Infrastructure.InfraTypes.ViewList'],
  },
  {
    name: 'reservations',
    permissions: (all) => [...startsWith('Reservations.', 'Services.', 'Accommodations.')(all),
      ...all.filter((p) => p.startsWith('Infrastructure.') && p.endsWith('.ViewList')),
      'SupplierManagement.Suppliers.ViewList'],
  },
  { name: 'agency user', permissions: () => AGENCY_USER_PERMISSIONS },
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
];
