import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import { LinkBase } from 'react-admin';

/**
 * A link of a card to the screen that lists what it counts (`to`: an app path with its query).
 * @example <DashboardLink to="/reservation-management/reservations?statusId=3">See the requests</DashboardLink>
 */
export function DashboardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={LinkBase} to={to} underline="hover" sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
