import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';
import ArticleIcon from '@mui/icons-material/Article';
import InsightsIcon from '@mui/icons-material/Insights';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import {AppProvider, type Authentication, type Navigation, type Session} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer, PageHeaderToolbar} from '@toolpad/core/PageContainer';
import {useDialogs} from '@toolpad/core/useDialogs';
import {useNotifications} from '@toolpad/core/useNotifications';
import {useSession} from '@toolpad/core/useSession';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [
  {segment: 'posts', title: 'Posts', icon: <ArticleIcon />},
  {segment: 'analytics', title: 'Analytics', icon: <InsightsIcon />},
];

const SESSION: Session = {user: {name: 'Noor Haddad', email: 'noor@example.com'}};

// useDialogs and useNotifications: an action that asks first, then reports.
function ArchiveAction() {
  const dialogs = useDialogs();
  const notifications = useNotifications();
  const archive = async () => {
    const confirmed = await dialogs.confirm('Archived posts disappear from the public blog.', {
      title: 'Archive all drafts?',
      okText: 'Archive',
    });
    if (confirmed) {
      notifications.show('Drafts archived.', {severity: 'success', autoHideDuration: 3000});
    }
  };
  return (
    <PageHeaderToolbar>
      <Button variant="outlined" startIcon={<ArchiveIcon />} onClick={archive}>
        Archive drafts
      </Button>
    </PageHeaderToolbar>
  );
}

// useSession: any component reads the signed-in user.
function Greeting() {
  const session = useSession();
  return <Typography>{session?.user ? `Hello, ${session.user.name}.` : 'Signed out.'}</Typography>;
}

export default function ShellWithServices() {
  const router = usePreviewRouter('/posts');
  const [session, setSession] = React.useState<Session | null>(SESSION);
  const authentication = React.useMemo<Authentication>(
    () => ({signIn: () => setSession(SESSION), signOut: () => setSession(null)}),
    [],
  );

  return (
    <PreviewFrame height={380}>
      {(theme) => (
        <AppProvider
          navigation={NAVIGATION}
          branding={{title: 'Blog admin', logo: <AutoStoriesIcon color="primary" fontSize="large" />}}
          router={router}
          session={session}
          authentication={authentication}
          theme={theme}>
          <DashboardLayout sx={{height: '100%', width: '100%'}}>
            <PageContainer slotProps={{header: {slots: {toolbar: ArchiveAction}}}}>
              <Greeting />
            </PageContainer>
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
