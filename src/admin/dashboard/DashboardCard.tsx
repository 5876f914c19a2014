import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

export interface DashboardCardProps {
  /** The card's heading (its accessible name too). */
  title: string;
  icon: ReactNode;
  /** The big figure, already formatted. */
  figure?: ReactNode;
  /** A line under the figure: what it counts. */
  caption?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every dashboard card: an icon, a heading, one big figure with its caption, then
 * the card's own details and links.
 * @example <DashboardCard title="Receivable" icon={<PaidIcon />} figure="€1,250.00" caption="4 open invoices" />
 */
export function DashboardCard({ title, icon, figure, caption, children }: DashboardCardProps) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar
            variant="rounded"
            sx={{ bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12), color: 'primary.main' }}
          >
            {icon}
          </Avatar>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        </Box>
        {figure !== undefined && (
          <Box>
            <Typography variant="h4" component="p" data-testid="card-figure" sx={{ fontWeight: 700 }}>
              {figure}
            </Typography>
            {caption && (
              <Typography variant="body2" color="text.secondary">
                {caption}
              </Typography>
            )}
          </Box>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
