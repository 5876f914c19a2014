import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import FlightTakeoffRounded from '@mui/icons-material/FlightTakeoffRounded';
import { useTranslate } from 'react-admin';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/** The centred card of the pages outside the layout (sign-in, logout, not found). */
export const AuthFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2,
        background: 'linear-gradient(135deg, #605dff 0%, #3584fc 100%)',
      }}
    >
      <Box sx={{ position: 'absolute', top: 16, right: 16, color: '#fff' }}>
        <LanguageSwitch />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420, borderRadius: 4, boxShadow: '0 20px 60px rgba(20, 20, 80, 0.25)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, color: 'primary.main' }}>
            <FlightTakeoffRounded />
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>{translate('app.title')}</Typography>
          </Box>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{title}</Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
