import * as React from 'react';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import {AppProvider, type Authentication, type Session} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION = [
  {segment: 'overview', title: 'Overview', icon: <DashboardIcon />},
  {segment: 'bookings', title: 'Bookings', icon: <EventIcon />},
];

const BRANDING = {title: 'Room Booking', logo: <EventIcon color="primary" fontSize="large" />};

// A stand-in for your authentication library: signing in only sets local state.
const DEMO_SESSION: Session = {
  user: {name: 'Amara Okafor', email: 'amara@example.com'},
};

export default function DashboardLayoutAccount() {
  const router = usePreviewRouter('/overview');
  const [session, setSession] = React.useState<Session | null>(DEMO_SESSION);

  const authentication = React.useMemo<Authentication>(
    () => ({
      signIn: () => setSession(DEMO_SESSION),
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <PreviewFrame height={380}>
      {(theme) => (
        <AppProvider
          navigation={NAVIGATION}
          branding={BRANDING}
          router={router}
          theme={theme}
          session={session}
          authentication={authentication}>
          <DashboardLayout sx={{height: '100%', width: '100%'}}>
            <PageContainer>
              <Typography>
                {session?.user
                  ? `Signed in as ${session.user.name}. Open the avatar menu to sign out.`
                  : 'Signed out. Use the button in the header to sign in again.'}
              </Typography>
            </PageContainer>
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
