import { Button, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { AuthFrame } from './AuthFrame';

/** /not-found: unknown paths, and routes whose view permission the user lacks. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <AuthFrame title={translate('errors.notFound')}>
      <Typography variant="h2" component="p" aria-hidden sx={{ fontWeight: 800, color: 'primary.main', mb: 1 }}>
        404
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('errors.notFoundText')}
      </Typography>
      <Button component={LinkBase} to="/dashboard" variant="contained" fullWidth size="large">
        {translate('errors.backHome')}
      </Button>
    </AuthFrame>
  );
};
