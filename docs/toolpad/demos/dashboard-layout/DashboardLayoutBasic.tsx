import * as React from 'react';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import BarChartIcon from '@mui/icons-material/BarChart';
import DescriptionIcon from '@mui/icons-material/Description';
import LayersIcon from '@mui/icons-material/Layers';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {AppProvider, type Branding, type Navigation} from '@toolpad/core/AppProvider';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [
  {kind: 'header', title: 'Main items'},
  {segment: 'dashboard', title: 'Dashboard', icon: <DashboardIcon />},
  {segment: 'orders', title: 'Orders', icon: <ShoppingCartIcon />},
  {kind: 'divider'},
  {kind: 'header', title: 'Analytics'},
  {
    segment: 'reports',
    title: 'Reports',
    icon: <BarChartIcon />,
    children: [
      {segment: 'sales', title: 'Sales', icon: <DescriptionIcon />},
      {segment: 'traffic', title: 'Traffic', icon: <DescriptionIcon />},
    ],
  },
  {segment: 'integrations', title: 'Integrations', icon: <LayersIcon />},
];

const BRANDING: Branding = {
  title: 'Acme Store',
  logo: <StorefrontIcon color="primary" fontSize="large" />,
};

export default function DashboardLayoutBasic() {
  const router = usePreviewRouter('/dashboard');

  return (
    <PreviewFrame height={420}>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} branding={BRANDING} router={router} theme={theme}>
          {/* Fill the preview frame rather than the whole window. */}
          <DashboardLayout sx={{height: '100%', width: '100%'}}>
            <PageContainer>
              <Typography>
                Current path: <code>{router.pathname}</code>
              </Typography>
            </PageContainer>
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
