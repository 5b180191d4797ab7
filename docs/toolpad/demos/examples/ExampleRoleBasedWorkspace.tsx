import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssessmentIcon from '@mui/icons-material/Assessment';
import GroupIcon from '@mui/icons-material/Group';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import {AppProvider, type Authentication, type Navigation, type Session} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {useSession} from '@toolpad/core/useSession';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

// The session carries the user's role, next to the fields Toolpad Core reads.
interface WorkspaceSession extends Session {
  role: 'admin' | 'viewer';
}

const ACCOUNTS: Record<WorkspaceSession['role'], WorkspaceSession> = {
  admin: {user: {name: 'Ada Lindqvist', email: 'ada@example.com'}, role: 'admin'},
  viewer: {user: {name: 'Ben Okoro', email: 'ben@example.com'}, role: 'viewer'},
};

const ADMIN_SEGMENTS = ['users', 'billing'];

function navigationFor(session: WorkspaceSession | null): Navigation {
  const items: Navigation = [{segment: 'reports', title: 'Reports', icon: <AssessmentIcon />}];
  if (session?.role === 'admin') {
    items.push(
      {kind: 'header', title: 'Administration'},
      {segment: 'users', title: 'Users', icon: <GroupIcon />},
      {segment: 'billing', title: 'Billing', icon: <CreditCardIcon />},
    );
  }
  return items;
}

function WorkspacePage({pathname}: {pathname: string}) {
  const session = useSession<WorkspaceSession>();
  const segment = pathname.split('/')[1] ?? '';
  if (session?.role !== 'admin' && ADMIN_SEGMENTS.includes(segment)) {
    return (
      <PageContainer title="No access" breadcrumbs={[]}>
        <Typography>Only administrators can open this page.</Typography>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <Typography>
        Signed in as {session?.user?.name}, with the {session?.role} role.
      </Typography>
    </PageContainer>
  );
}

export default function ExampleRoleBasedWorkspace() {
  const router = usePreviewRouter('/reports');
  const [session, setSession] = React.useState<WorkspaceSession | null>(ACCOUNTS.admin);
  const navigation = React.useMemo(() => navigationFor(session), [session]);

  // The header's sign-in button signs in as the viewer; sign-out comes from the avatar menu.
  const authentication = React.useMemo<Authentication>(
    () => ({signIn: () => setSession(ACCOUNTS.viewer), signOut: () => setSession(null)}),
    [],
  );

  return (
    <PreviewFrame height={400}>
      {(theme) => (
        <AppProvider
          navigation={navigation}
          branding={{title: 'Workspace', logo: <WorkspacesIcon color="primary" fontSize="large" />}}
          router={router}
          session={session}
          authentication={authentication}
          theme={theme}>
          <DashboardLayout hideNavigation={!session} sx={{height: '100%', width: '100%'}}>
            {session ? (
              <WorkspacePage pathname={router.pathname} />
            ) : (
              <PageContainer title="Signed out" breadcrumbs={[]}>
                <Stack direction={{xs: 'column', sm: 'row'}} spacing={1}>
                  <Button variant="contained" onClick={() => setSession(ACCOUNTS.admin)}>
                    Sign in as Ada (admin)
                  </Button>
                  <Button variant="outlined" onClick={() => setSession(ACCOUNTS.viewer)}>
                    Sign in as Ben (viewer)
                  </Button>
                </Stack>
              </PageContainer>
            )}
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
