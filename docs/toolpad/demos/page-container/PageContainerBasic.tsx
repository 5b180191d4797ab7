import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {AppProvider, type Navigation} from '@toolpad/core/AppProvider';
import {PageContainer} from '@toolpad/core/PageContainer';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [
  {
    segment: 'inventory',
    title: 'Inventory',
    children: [
      {segment: 'products', title: 'Products'},
      {segment: 'suppliers', title: 'Suppliers'},
    ],
  },
];

const PAGES = ['/inventory', '/inventory/products', '/inventory/suppliers'];

export default function PageContainerBasic() {
  const router = usePreviewRouter('/inventory/products');

  return (
    <PreviewFrame>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} router={router} theme={theme}>
          <PageContainer>
            <Typography gutterBottom>
              The title and the breadcrumbs come from the navigation item that matches <code>{router.pathname}</code>.
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
              {PAGES.map((path) => (
                <Button
                  key={path}
                  size="small"
                  variant={path === router.pathname ? 'contained' : 'outlined'}
                  onClick={() => router.navigate(path)}>
                  {path}
                </Button>
              ))}
            </Stack>
          </PageContainer>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
