import { useState } from 'react';
import { Avatar, Box, Button, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { initials } from '@domain/initials';
import { SESSION_EXPIRED_PATH } from '../http';
import { lockScreen } from '../session/screen-lock';

/** The user's name and initials avatar in the app bar, opening a menu with Lock screen and Logout. */
export const AccountMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The token's `fullname`; a token without one still shows someone: "User", initials "?".
  const fullName = typeof identity?.fullName === 'string' ? identity.fullName.trim() : '';
  const name = fullName || translate('app.user', { _: 'User' });
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // On a phone only the avatar shows: a button its size, so the bar keeps its room for the logo.
        sx={{ ml: { xs: 0, sm: 1 }, gap: 1, minWidth: { xs: 0, sm: 64 }, px: { xs: 0.5, sm: 1 } }}
      >
        <Avatar
          aria-hidden
          sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
        >
          {initials(fullName)}
        </Avatar>
        <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 600 }}>
          {name}
        </Typography>
        {/* Named by what it shows, then what it opens: "Alice Admin Account menu". */}
        <Box component="span" sx={visuallyHidden}>
          {translate('app.accountMenu', { _: 'Account menu' })}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void lockScreen(`${location.pathname}${location.search}${location.hash}`);
          }}
        >
          <ListItemIcon>
            <LockOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('auth.lockScreen')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout({}, SESSION_EXPIRED_PATH, false);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('auth.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
