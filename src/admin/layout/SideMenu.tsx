import { createElement, memo, type ComponentType, type ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { Menu, MenuItemLink, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { groupIcon } from './group-icons';
import { useMenu } from './useMenu';

/** The side menu: dashboard, then the user's resources under their group headings. */
const SideMenuView = () => {
  const translate = useTranslate();
  const groups = useMenu();
  const definitions = useResourceDefinitions();
  const [open] = useSidebarState();
  const iconOf = (route: string, group: string): ReactElement => {
    const icon = definitions[route]?.icon as ComponentType | undefined;
    return icon ? createElement(icon) : groupIcon(group);
  };
  return (
    <Menu aria-label={translate('app.mainMenu', { _: 'Main menu' })} sx={{ pt: 1 }}>
      <MenuItemLink to="/dashboard" primaryText={translate('menu.dashboard')} leftIcon={<DashboardOutlined />} />
      {groups.map(({ group, entries }) => (
        <Box key={group} component="li" role="none" sx={{ listStyle: 'none' }}>
          {open && (
            <Typography
              component="div"
              variant="overline"
              sx={{ px: 2, pt: 2, pb: 0.5, color: 'text.secondary', lineHeight: 1.6, fontWeight: 600 }}
            >
              {translate(`menu.${group}`, { _: group })}
            </Typography>
          )}
          <Box component="ul" role="group" aria-label={translate(`menu.${group}`, { _: group })} sx={{ p: 0, m: 0 }}>
            {entries.map((entry) => (
              <MenuItemLink
                key={entry.route}
                to={`/${entry.route}`}
                primaryText={entry.label}
                leftIcon={iconOf(entry.route, group)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Menu>
  );
};

/** Memoised (no props): react-admin renders its layout again each time its own state settles; the sidemenu follows its hooks only. */
export const SideMenu = memo(SideMenuView);
