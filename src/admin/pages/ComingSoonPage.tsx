import { Button, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { AuthFrame } from './AuthFrame';

/** /coming-soon (spec route table): where a screen not built yet can point, signed in. */
export const ComingSoonPage = () => {
  const translate = useTranslate();
  return (
    <AuthFrame title={translate('comingSoon.title')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('comingSoon.text')}
      </Typography>
      <Button component={LinkBase} to="/dashboard" variant="contained" fullWidth size="large">
        {translate('comingSoon.back')}
      </Button>
    </AuthFrame>
  );
};
