import * as React from 'react';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import TaskIcon from '@mui/icons-material/Task';
import TimelineIcon from '@mui/icons-material/Timeline';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import {AppProvider, type Branding, type Navigation} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [
  {segment: 'home', title: 'Home', icon: <HomeIcon />},
  {kind: 'header', title: 'Projects'},
  {segment: 'tasks', title: 'Tasks', icon: <TaskIcon />},
  {segment: 'timeline', title: 'Timeline', icon: <TimelineIcon />},
];

const BRANDING: Branding = {
  title: 'Launchpad',
  logo: <RocketLaunchIcon color="primary" fontSize="large" />,
};

export default function AppProviderBasic() {
  const router = usePreviewRouter('/home');

  return (
    <PreviewFrame height={360}>
      {(theme) => (
        // Everything below reads its configuration from this provider.
        <AppProvider navigation={NAVIGATION} branding={BRANDING} router={router} theme={theme}>
          <DashboardLayout sx={{height: '100%', width: '100%'}}>
            <PageContainer>
              <Typography>
                The sidebar, the header and this page title all come from the props of <code>AppProvider</code>.
              </Typography>
            </PageContainer>
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
