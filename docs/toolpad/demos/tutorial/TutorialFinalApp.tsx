import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import {AppProvider, type Branding, type Navigation} from '@toolpad/core/AppProvider';
import {Crud} from '@toolpad/core/Crud';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';
import {customersDataSource, type Customer} from './customersDataSource';

const NAVIGATION: Navigation = [
  {kind: 'header', title: 'Main'},
  {title: 'Dashboard', icon: <DashboardIcon />},
  // The pattern keeps "Customers" active on /customers/new, /customers/3, /customers/3/edit.
  {segment: 'customers', title: 'Customers', icon: <PeopleIcon />, pattern: 'customers{/:customerId}*'},
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

// Step 5: the list, detail, create and edit pages, all from the data source.
function CustomersPage() {
  return (
    <Crud<Customer>
      dataSource={customersDataSource}
      rootPath="/customers"
      initialPageSize={5}
      defaultValues={{plan: 'Free', seats: 1, active: true}}
      pageTitles={{show: 'Customer', create: 'New customer', edit: 'Edit customer'}}
      slotProps={{list: {dataGrid: {pageSizeOptions: [5, 10]}}}}
    />
  );
}

export default function TutorialFinalApp() {
  const router = usePreviewRouter('/customers');
  const page = router.pathname.startsWith('/customers') ? <CustomersPage /> : <DashboardPage />;

  return (
    <PreviewFrame height={560}>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} branding={BRANDING} router={router} theme={theme}>
          <DashboardLayout sx={{height: '100%', width: '100%'}}>{page}</DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
