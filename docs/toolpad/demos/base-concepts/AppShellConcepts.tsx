import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import GroupIcon from '@mui/icons-material/Group';
import HubIcon from '@mui/icons-material/Hub';
import SavingsIcon from '@mui/icons-material/Savings';
import {
  AppProvider,
  type Authentication,
  type Branding,
  type Navigation,
  type Router,
  type Session,
} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {useActivePage} from '@toolpad/core/useActivePage';
import {useSession} from '@toolpad/core/useSession';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

// 1. Navigation: the pages of the app, described once.
const NAVIGATION: Navigation = [
  {kind: 'header', title: 'Finance'},
  {segment: 'overview', title: 'Overview', icon: <DashboardIcon />},
  // The pattern keeps "Invoices" active on /invoices/1024 and similar paths.
  {segment: 'invoices', title: 'Invoices', icon: <ReceiptLongIcon />, pattern: 'invoices{/:invoiceId}*'},
  {kind: 'divider'},
  {kind: 'header', title: 'Administration'},
  {
    segment: 'settings',
    title: 'Settings',
    icon: <SettingsIcon />,
    children: [
      {segment: 'team', title: 'Team', icon: <GroupIcon />},
      {segment: 'integrations', title: 'Integrations', icon: <HubIcon />},
    ],
  },
];

// 2. Branding: the title and logo of the header.
const BRANDING: Branding = {title: 'Ledger', logo: <SavingsIcon color="primary" fontSize="large" />};

// 3. Session: a stand-in for what your authentication library returns.
const SESSION: Session = {user: {name: 'Priya Raman', email: 'priya@example.com'}};

// A page component: it reads what the provider knows, without receiving it as props.
function WhatTheShellKnows({router}: {router: Router}) {
  const activePage = useActivePage();
  const session = useSession();
  const rows: [string, string][] = [
    ['Router pathname', router.pathname],
    ['Active page', activePage ? `${activePage.title} (${activePage.path})` : 'none'],
    ['Breadcrumbs', activePage?.breadcrumbs.map((crumb) => crumb.title).join(' / ') || 'none'],
    ['Signed-in user', session?.user?.name ?? 'nobody'],
  ];

  return (
    <PageContainer>
      <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
        <Box component="dl" sx={{m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5}}>
          {rows.map(([label, value]) => (
            <React.Fragment key={label}>
              <Box component="dt" sx={{fontWeight: 'bold'}}>
                {label}
              </Box>
              <Box component="dd" sx={{m: 0}}>
                {value}
              </Box>
            </React.Fragment>
          ))}
        </Box>
        <Button variant="outlined" onClick={() => router.navigate('/invoices/1024')}>
          Open invoice 1024
        </Button>
      </Stack>
    </PageContainer>
  );
}

export default function AppShellConcepts() {
  // 4. Router: here an in-memory one; in an app, your framework's integration provides it.
  const router = usePreviewRouter('/overview');
  const [session, setSession] = React.useState<Session | null>(SESSION);

  // 5. Authentication: the methods the account menu calls.
  const authentication = React.useMemo<Authentication>(
    () => ({signIn: () => setSession(SESSION), signOut: () => setSession(null)}),
    [],
  );

  return (
    <PreviewFrame height={460}>
      {(theme) => (
        // 6. Theme: any Material UI theme.
        <AppProvider
          navigation={NAVIGATION}
          branding={BRANDING}
          router={router}
          session={session}
          authentication={authentication}
          theme={theme}>
          <DashboardLayout sx={{height: '100%', width: '100%'}}>
            <WhatTheShellKnows router={router} />
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
