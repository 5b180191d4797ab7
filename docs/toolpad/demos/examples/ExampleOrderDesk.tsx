import * as React from 'react';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import InventoryIcon from '@mui/icons-material/Inventory';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {AppProvider, type Navigation} from '@toolpad/core/AppProvider';
import {Crud} from '@toolpad/core/Crud';
import {DashboardLayout} from '@toolpad/core/DashboardLayout';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';
import {createOrdersDataSource, type Order} from './ordersDataSource';

const ordersDataSource = createOrdersDataSource();

const NAVIGATION: Navigation = [
  {segment: 'orders', title: 'Orders', icon: <LocalShippingIcon />, pattern: 'orders{/:orderId}*'},
  {segment: 'stock', title: 'Stock', icon: <InventoryIcon />},
];

export default function ExampleOrderDesk() {
  const router = usePreviewRouter('/orders');

  return (
    <PreviewFrame height={560}>
      {(theme) => (
        <AppProvider
          navigation={NAVIGATION}
          branding={{title: 'Order desk', logo: <StorefrontIcon color="primary" fontSize="large" />}}
          router={router}
          theme={theme}
          localeText={{createNewButtonLabel: 'New order'}}>
          {/* A data-heavy screen: start with the sidebar collapsed to its icons. */}
          <DashboardLayout defaultSidebarCollapsed sx={{height: '100%', width: '100%'}}>
            {router.pathname.startsWith('/orders') ? (
              <Crud<Order>
                dataSource={ordersDataSource}
                rootPath="/orders"
                initialPageSize={5}
                defaultValues={{status: 'New', paid: false}}
                pageTitles={{show: 'Order', create: 'New order', edit: 'Edit order'}}
                slotProps={{
                  list: {
                    dataGrid: {
                      showToolbar: true,
                      density: 'compact',
                      pageSizeOptions: [5, 10],
                      // A dot instead of a count on the Filters button: its hidden "0" would join the
                      // visible text, which would no longer match the button's name ("Show filters").
                      slotProps: {baseBadge: {variant: 'dot'}},
                    },
                  },
                  pageContainer: {maxWidth: false},
                }}
              />
            ) : (
              <PageContainer>Stock levels would be shown here.</PageContainer>
            )}
          </DashboardLayout>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
