import * as React from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import GroupsIcon from '@mui/icons-material/Groups';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import {AppProvider, type Navigation} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [
  {
    segment: 'inbox',
    title: 'Inbox',
    icon: <InboxIcon />,
    // Shown at the end of the item while the sidebar is expanded.
    action: <Chip label={12} color="primary" size="small" />,
  },
  {
    segment: 'invoices',
    title: 'Invoices',
    icon: <ReceiptLongIcon />,
    // Keeps "Invoices" active on /invoices/1042 and any other invoice page.
    pattern: 'invoices{/:invoiceId}*',
  },
  {segment: 'customers', title: 'Customers', icon: <PeopleIcon />},
  {kind: 'divider'},
  {kind: 'header', title: 'Administration'},
  {
    segment: 'settings',
    title: 'Settings',
    icon: <SettingsIcon />,
    children: [
      {segment: 'general', title: 'General', icon: <TuneIcon />},
      {segment: 'team', title: 'Team', icon: <GroupsIcon />},
    ],
  },
  {segment: 'support', title: 'Support', icon: <SupportAgentIcon />},
];

const BRANDING = {title: 'Billing', logo: <ReceiptLongIcon color="primary" fontSize="large" />};

export default function DashboardLayoutNavigation() {
  const router = usePreviewRouter('/invoices');

  return (
    <PreviewFrame height={440}>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} branding={BRANDING} router={router} theme={theme}>
          <DashboardLayout sx={{height: '100%', width: '100%'}}>
            <PageContainer>
              <Stack spacing={1}>
                <Typography>
                  Current path: <code>{router.pathname}</code>
                </Typography>
                {router.pathname === '/invoices' ? (
                  <Stack direction="row" spacing={2}>
                    {[1042, 1043].map((invoiceId) => (
                      <Link
                        key={invoiceId}
                        component="button"
                        onClick={() => router.navigate(`/invoices/${invoiceId}`)}>
                        Open invoice {invoiceId}
                      </Link>
                    ))}
                  </Stack>
                ) : null}
              </Stack>
            </PageContainer>
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
