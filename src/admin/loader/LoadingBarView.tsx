import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { isLoaderVisible, subscribeLoader } from './loading-store';

/**
 * The "please wait..." indicator of every HTTP request: a thin bar and a small badge at the
 * top of the window. It never takes pointer events, so the page stays usable underneath.
 * Without react-admin (the sign-in page shows it too); `label` is the translated text.
 */
export const LoadingBarView = ({ label }: { label: string }) => {
  const visible = useSyncExternalStore(subscribeLoader, isLoaderVisible, isLoaderVisible);
  if (!visible) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, pointerEvents: 'none' }}
    >
      <LinearProgress color="secondary" sx={{ height: 3 }} />
      <Typography
        component="span"
        variant="caption"
        sx={{
          position: 'absolute',
          top: 6,
          left: '50%',
          transform: 'translateX(-50%)',
          px: 1.5,
          py: 0.25,
          borderRadius: 4,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          boxShadow: 2,
        }}
      >
        {label}
      </Typography>
    </Box>
  );
};
