import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the window is a phone's (below the theme's `sm`, 600 px), where lists show cards and
 * fold their filters, and dialogs fill the screen. Read at the first render (no server
 * rendering here), so a phone never shows the wide layout first.
 */
export function usePhoneWidth(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}
