import { createElement, memo, useId, type ComponentType, type ReactElement } from 'react';
import { Box, ButtonBase, Collapse, Typography } from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu, useLocation, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { groupIcon } from './group-icons';
import type { MenuEntry } from './menu-model';
import { MenuEntryLink } from './MenuEntryLink';
import { useMenuGroups } from './menu-groups';
import { useActiveEntry, useMenu } from './useMenu';

/**
 * The side menu: dashboard, then the user's resources under their group headings. A heading
 * opens and closes its group (remembered, useMenuGroups); the group of the page open is open,
 * and its entry (activeEntry) highlighted. With the menu reduced to icons, every entry shows.
 */
const SideMenuView = () => {
  const translate = useTranslate();
  const groups = useMenu();
  const active = useActiveEntry(groups);
  const { isOpen, toggle } = useMenuGroups(active?.group);
  const definitions = useResourceDefinitions();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const iconOf = (route: string, group: string): ReactElement => {
    const icon = definitions[route]?.icon as ComponentType | undefined;
    return icon ? createElement(icon) : groupIcon(group);
  };
  return (
    <Menu aria-label={translate('app.mainMenu', { _: 'Main menu' })} sx={{ pt: 1 }}>
      <MenuEntryLink
        to="/dashboard"
        label={translate('menu.dashboard')}
        icon={<DashboardOutlined />}
        active={pathname.replace(/^\/+/, '') === 'dashboard'}
      />
      {groups.map(({ group, entries }) => (
        <MenuGroupSection
          key={group}
          label={translate(`menu.${group}`, { _: group })}
          open={isOpen(group) || !sidebarOpen}
          withHeading={sidebarOpen}
          onToggle={() => toggle(group)}
        >
          {entries.map((entry: MenuEntry) => (
            <MenuEntryLink
              key={entry.route}
              to={`/${entry.route}`}
              label={entry.label}
              icon={iconOf(entry.route, group)}
              active={entry === active}
            />
          ))}
        </MenuGroupSection>
      ))}
    </Menu>
  );
};

/** A group of the menu: its heading, a button that opens and closes it, and its entries. */
function MenuGroupSection({
  label,
  open,
  withHeading,
  onToggle,
  children,
}: {
  label: string;
  open: boolean;
  /** The heading shows only in the full-width menu. */
  withHeading: boolean;
  onToggle: () => void;
  children: ReactElement[];
}) {
  const id = useId();
  return (
    <Box component="li" role="none" sx={{ listStyle: 'none' }}>
      {withHeading && (
        <ButtonBase
          // Inside react-admin's menu (role menu) a child must be a menu item: this one opens its group.
          role="menuitem"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={onToggle}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            px: 2,
            pt: 2,
            pb: 0.5,
            color: 'text.secondary',
            '&:hover, &.Mui-focusVisible': { color: 'text.primary' },
          }}
        >
          <Typography component="span" variant="overline" sx={{ lineHeight: 1.6, fontWeight: 600 }}>
            {label}
          </Typography>
          <ExpandMore
            fontSize="small"
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        </ButtonBase>
      )}
      <Collapse in={open} unmountOnExit>
        <Box component="ul" role="group" id={id} aria-label={label} sx={{ p: 0, m: 0 }}>
          {children}
        </Box>
      </Collapse>
    </Box>
  );
}

/** Memoised (no props): react-admin renders its layout again each time its own state settles; the sidemenu follows its hooks only. */
export const SideMenu = memo(SideMenuView);
