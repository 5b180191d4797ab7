import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import MapIcon from '@mui/icons-material/Map';
import {AppProvider, type Branding, type Navigation} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [
  {segment: 'home', title: 'Home', icon: <HomeIcon />},
  {segment: 'routes', title: 'Routes', icon: <MapIcon />},
];

// A logo drawn with CSS: no image file to load.
function Logo() {
  return (
    <Box
      aria-hidden
      sx={{
        width: 32,
        height: 32,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'success.main',
        color: 'success.contrastText',
        fontWeight: 700,
      }}>
      F
    </Box>
  );
}

const BRANDING: Branding = {
  title: 'Fleet Planner',
  logo: <Logo />,
  // Where the logo and title link to.
  homeUrl: '/home',
};

export default function DashboardLayoutBranding() {
  const router = usePreviewRouter('/routes');

  return (
    <PreviewFrame height={360}>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} branding={BRANDING} router={router} theme={theme}>
          <DashboardLayout sx={{height: '100%', width: '100%'}}>
            <PageContainer>
              <Typography>Select the app title to go back to {BRANDING.homeUrl}.</Typography>
            </PageContainer>
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
