import * as React from 'react';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import {AppProvider, type Branding, type Navigation} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

// Step 2: the navigation and the branding of the app.
const NAVIGATION: Navigation = [
  {kind: 'header', title: 'Main'},
  // No segment: this item is the page at "/".
  {title: 'Dashboard', icon: <DashboardIcon />},
  {segment: 'customers', title: 'Customers', icon: <PeopleIcon />},
];

const BRANDING: Branding = {
  title: 'Helpdesk Admin',
  logo: <SupportAgentIcon color="primary" fontSize="large" />,
};

export default function TutorialShell() {
  const router = usePreviewRouter('/');

  return (
    <PreviewFrame height={360}>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} branding={BRANDING} router={router} theme={theme}>
          <DashboardLayout sx={{height: '100%', width: '100%'}}>
            <Typography sx={{p: 3}}>
              The page for <code>{router.pathname}</code> will render here.
            </Typography>
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
