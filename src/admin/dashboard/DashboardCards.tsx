import { Alert, Button, Grid, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminModule } from '../module';
import type { DashboardCardView } from './card-view';
import { useDashboard } from './useDashboard';

/** Every module's card views by key, in their order. */
export function cardViewsOf(modules: readonly AdminModule[]): [string, DashboardCardView][] {
  return modules.flatMap((m) => Object.entries(m.dashboardCards ?? {})).sort(([, a], [, b]) => a.order - b.order);
}

/**
 * The cards of the day's work: those the server answered (the user's permissions choose them),
 * drawn by their module's view (`views`: cardViewsOf(adminModules)), in a grid that is one column on a phone.
 */
export function DashboardCards({ views }: { views: readonly [string, DashboardCardView][] }) {
  const translate = useTranslate();
  const { data, isPending, isError, refetch } = useDashboard();
  if (isPending) {
    return (
      <Grid container spacing={2} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={160} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('dashboard.retry')}
          </Button>
        }
      >
        {translate('errors.generic')}
      </Alert>
    );
  }
  const shown = views.filter(([key]) => key in data);
  return (
    <Grid container spacing={2}>
      {shown.map(([key, view]) => (
        <Grid key={key} size={{ xs: 12, md: 6, lg: 4 }}>
          {view.render(data[key])}
        </Grid>
      ))}
    </Grid>
  );
}
