import { Avatar, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { initials } from '@domain/initials';
import { cardViewsOf, DashboardCards } from '../dashboard';
import { adminModules } from '../modules';

const VIEWS = cardViewsOf(adminModules);

/**
 * /dashboard, where sign-in lands: a welcome card, then the day's work (the modules' cards the
 * user may see, src/admin/dashboard). The menu is the way to every screen.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = typeof identity?.fullName === 'string' ? identity.fullName : '';
  const company = identity?.isCompanyUser !== false;
  return (
    <Box>
      <Title title={translate('app.dashboard')} />
      <Card sx={{ mb: 3, background: (theme) => theme.palette.brandGradient, color: '#fff', border: 0 }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
          <Avatar sx={{ width: 56, height: 56, bgcolor: 'rgba(255,255,255,0.2)', color: '#fff', fontWeight: 700 }}>
            {initials(name)}
          </Avatar>
          <Box>
            <Typography variant="h5" component="h1">
              {translate('app.welcome', { name })}
            </Typography>
            <Chip
              size="small"
              label={company ? translate('app.companyUser') : translate('app.agencyUser')}
              sx={{ mt: 1, bgcolor: 'rgba(0,0,0,0.2)', color: '#fff' }}
            />
          </Box>
        </CardContent>
      </Card>
      <DashboardCards views={VIEWS} />
    </Box>
  );
};
