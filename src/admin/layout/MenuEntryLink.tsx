import { useRef, useState, type ReactElement } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LinkBase, useSidebarState } from 'react-admin';

/** Whether the text of `element` is cut (the menu's labels end in an ellipsis when too long). */
const isTruncated = (element: HTMLElement | null) => Boolean(element && element.scrollWidth > element.clientWidth);

/**
 * One entry of the side menu, a link. `active` (the page open belongs to it: activeEntry)
 * highlights it and makes it the current page for assistive technology; react-admin's own
 * entry highlights every entry whose path starts the address, so it is not used. The full
 * label shows on hover or focus when it is cut, and always when the menu shows icons only.
 * On a phone or tablet, following it closes the menu drawer.
 */
export function MenuEntryLink({
  to,
  label,
  icon,
  active,
}: {
  to: string;
  label: string;
  icon: ReactElement;
  active: boolean;
}) {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const small = useMediaQuery(useTheme().breakpoints.down('md'));
  const text = useRef<HTMLElement>(null);
  const [tip, setTip] = useState(false);
  return (
    <Tooltip
      title={label}
      placement="right"
      disableInteractive
      open={tip}
      onOpen={() => setTip(!sidebarOpen || isTruncated(text.current))}
      onClose={() => setTip(false)}
    >
      <MenuItem
        component={LinkBase}
        to={to}
        tabIndex={0}
        aria-current={active ? 'page' : undefined}
        // react-admin's classes, so a theme styling its menu entries styles these too.
        className={active ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
        onClick={() => {
          if (small) setSidebarOpen(false);
        }}
        sx={{
          color: 'text.secondary',
          '& .RaMenuItemLink-icon': { color: 'text.secondary', minWidth: 40 },
          '&.RaMenuItemLink-active': {
            color: 'text.primary',
            bgcolor: 'action.selected',
            fontWeight: 600,
            '& .RaMenuItemLink-icon': { color: 'primary.main' },
          },
        }}
      >
        <ListItemIcon className="RaMenuItemLink-icon">{icon}</ListItemIcon>
        <Typography ref={text} variant="inherit" noWrap sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
      </MenuItem>
    </Tooltip>
  );
}
