import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FlightTakeoffRounded from '@mui/icons-material/FlightTakeoffRounded';
import { BrandLogo } from '../branding/BrandLogo';
import { useBranding } from '../branding/branding-store';

export interface AuthCardProps {
  /** The page's heading (h1). */
  title: string;
  /** The product's name above the heading (the tenant's company title replaces it when set). */
  appTitle: string;
  /** Top right, over the background: the language switch. */
  corner: ReactNode;
  children: ReactNode;
}

/**
 * The centred card of the pages outside the layout (sign-in, logout, not found), without
 * react-admin: the sign-in page shows it before the admin shell is loaded.
 */
export const AuthCard = ({ title, appTitle, corner, children }: AuthCardProps) => {
  const { companyTitle } = useBranding();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) => theme.palette.brandGradient,
      }}
    >
      <Box sx={{ position: 'absolute', top: 16, right: 16, color: '#fff' }}>{corner}</Box>
      <Card sx={{ width: '100%', maxWidth: 420, borderRadius: 4, boxShadow: '0 20px 60px rgba(20, 20, 80, 0.25)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, color: 'primary.main' }}>
            {/* The tenant's logo says its name (alt: the company title); without one, an icon and the title. */}
            <BrandLogo
              height={48}
              fallback={
                <>
                  <FlightTakeoffRounded aria-hidden />
                  <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
                    {companyTitle ?? appTitle}
                  </Typography>
                </>
              }
            />
          </Box>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
