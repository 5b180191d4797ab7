import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SpeedIcon from '@mui/icons-material/Speed';
import DnsIcon from '@mui/icons-material/Dns';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import CloudIcon from '@mui/icons-material/Cloud';
import {AppProvider, type Authentication, type Navigation, type Session} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {useDialogs} from '@toolpad/core/useDialogs';
import {useNotifications} from '@toolpad/core/useNotifications';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [
  {segment: 'status', title: 'Status', icon: <SpeedIcon />},
  {segment: 'servers', title: 'Servers', icon: <DnsIcon />},
  {segment: 'alerts', title: 'Alerts', icon: <NotificationsActiveIcon />},
];

const SESSION: Session = {user: {name: 'Sam Whitfield', email: 'sam@example.com'}};

function StatusPage() {
  const dialogs = useDialogs();
  const notifications = useNotifications();

  const restart = async () => {
    if (await dialogs.confirm('Visitors may see errors for a few seconds.', {title: 'Restart the web tier?'})) {
      notifications.show('Restart scheduled.', {severity: 'info', autoHideDuration: 3000});
    }
  };

  return (
    <PageContainer>
      <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
        <Typography>All 12 servers are healthy.</Typography>
        <Button variant="outlined" onClick={restart}>
          Restart web tier
        </Button>
      </Stack>
    </PageContainer>
  );
}

export default function OverviewApp() {
  const router = usePreviewRouter('/status');
  const [session, setSession] = React.useState<Session | null>(SESSION);
  const authentication = React.useMemo<Authentication>(
    () => ({signIn: () => setSession(SESSION), signOut: () => setSession(null)}),
    [],
  );

  return (
    <PreviewFrame height={360}>
      {(theme) => (
        <AppProvider
          navigation={NAVIGATION}
          branding={{title: 'Cloud Console', logo: <CloudIcon color="primary" fontSize="large" />}}
          router={router}
          session={session}
          authentication={authentication}
          theme={theme}>
          <DashboardLayout sx={{height: '100%', width: '100%'}}>
            {router.pathname === '/status' ? (
              <StatusPage />
            ) : (
              <PageContainer>
                <Typography>This page is empty in the preview.</Typography>
              </PageContainer>
            )}
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
