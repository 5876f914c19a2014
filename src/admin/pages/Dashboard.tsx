import { createElement, type ComponentType } from 'react';
import { Avatar, Box, Card, CardActionArea, CardContent, Chip, Grid, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { LinkBase, Title, useGetIdentity, useResourceDefinitions, useTranslate } from 'react-admin';
import { initials } from '@domain/initials';
import { groupIcon } from '../layout/group-icons';
import { useMenu } from '../layout/useMenu';

/** /dashboard: a welcome card and a tile per resource the user may open. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const groups = useMenu();
  const definitions = useResourceDefinitions();
  const iconOf = (route: string, group: string) => {
    const icon = definitions[route]?.icon as ComponentType | undefined;
    return icon ? createElement(icon) : groupIcon(group);
  };
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
      {groups.length === 0 && <Typography color="text.secondary">{translate('app.noScreens')}</Typography>}
      {groups.map(({ group, entries }) => (
        <Box key={group} component="section" aria-label={translate(`menu.${group}`, { _: group })} sx={{ mb: 3 }}>
          <Typography variant="overline" component="h2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {translate(`menu.${group}`, { _: group })}
          </Typography>
          <Grid container spacing={2}>
            {entries.map((entry) => (
              <Grid key={entry.route} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <Card>
                  <CardActionArea
                    component={LinkBase}
                    to={`/${entry.route}`}
                    sx={{ p: 2, display: 'flex', justifyContent: 'flex-start', gap: 2 }}
                  >
                    <Avatar
                      variant="rounded"
                      sx={{ bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12), color: 'primary.main' }}
                    >
                      {iconOf(entry.route, group)}
                    </Avatar>
                    <Typography sx={{ fontWeight: 600 }}>{entry.label}</Typography>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
    </Box>
  );
};
