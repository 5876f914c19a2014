import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RequestState } from './useRequest';

const TEXTS: Record<string, { key: string; severity: 'error' | 'warning' }> = {
  invalid: { key: 'invalid', severity: 'error' },
  'not-found': { key: 'notFound', severity: 'warning' },
  offline: { key: 'offline', severity: 'error' },
  error: { key: 'loadFailed', severity: 'error' },
};

/**
 * Why a request is not shown (useRequest): the progress line while it loads, else the
 * sentence of what happened ('Invalid reservation data' for an answer that is no request),
 * under the page's heading: a screen shows once it has an `h1` (src/admin/boot/first-paint.ts),
 * so without one the sentence would stay hidden under the first paint for seconds.
 */
export function RequestLoadProblem({ state, title }: { state: RequestState; title: string }) {
  const translate = useTranslate();
  if (state.kind === 'ready') return null;
  if (state.kind === 'loading')
    return <LinearProgress sx={{ mt: 2 }} aria-label={translate('reservationDetail.loading')} />;
  const { key, severity } = TEXTS[state.kind];
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Alert severity={severity} sx={{ mt: 2 }}>
        {translate(`reservationDetail.${key}`)}
      </Alert>
    </>
  );
}
