import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import {AppProvider, type Branding, type Navigation} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [
  {kind: 'header', title: 'Main'},
  {title: 'Dashboard', icon: <DashboardIcon />},
  {segment: 'customers', title: 'Customers', icon: <PeopleIcon />},
];

const BRANDING: Branding = {
  title: 'Helpdesk Admin',
  logo: <SupportAgentIcon color="primary" fontSize="large" />,
};

const STATS = [
  {label: 'Open tickets', value: '37'},
  {label: 'Median first reply', value: '1 h 12 min'},
  {label: 'Satisfaction', value: '94 %'},
];

// Step 3: one component per page. PageContainer finds the title and breadcrumbs itself.
function DashboardPage() {
  return (
    <PageContainer>
      <Grid container spacing={2}>
        {STATS.map((stat) => (
          <Grid key={stat.label} size={{xs: 12, sm: 4}}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="body2" sx={{color: 'text.secondary'}}>
                  {stat.label}
                </Typography>
                <Typography variant="h5" component="p">
                  {stat.value}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageContainer>
  );
}

function CustomersPage() {
  return (
    <PageContainer>
      <Typography>The customer list arrives in step 5.</Typography>
    </PageContainer>
  );
}

export default function TutorialPages() {
  const router = usePreviewRouter('/');
  // In the app, the routes of React Router choose the page; here a condition does.
  const page = router.pathname.startsWith('/customers') ? <CustomersPage /> : <DashboardPage />;

  return (
    <PreviewFrame height={400}>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} branding={BRANDING} router={router} theme={theme}>
          <DashboardLayout sx={{height: '100%', width: '100%'}}>{page}</DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
