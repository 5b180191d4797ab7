import * as React from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import {AppProvider, type Navigation} from '@toolpad/core/AppProvider';
import {PageContainer} from '@toolpad/core/PageContainer';
import {useActivePage} from '@toolpad/core/useActivePage';
import {PreviewFrame, usePreviewRouter} from '../shared/PreviewFrame';

const NAVIGATION: Navigation = [
  {
    segment: 'inventory',
    title: 'Inventory',
    children: [{segment: 'products', title: 'Products', pattern: 'products{/:productId}*'}],
  },
];

const PRODUCTS = [
  {id: 'oak-desk', name: 'Oak desk', stock: 12},
  {id: 'task-chair', name: 'Task chair', stock: 0},
];

function ProductPage({productId}: {productId: string}) {
  const activePage = useActivePage();
  const product = PRODUCTS.find((item) => item.id === productId);
  const title = product?.name ?? 'Unknown product';
  // The "Products" item matches through its pattern: add the product as the last crumb.
  const breadcrumbs = [...(activePage?.breadcrumbs ?? []), {title}];

  return (
    <PageContainer title={title} breadcrumbs={breadcrumbs}>
      <Typography>{product ? `${product.stock} in stock.` : 'This product does not exist.'}</Typography>
    </PageContainer>
  );
}

function ProductsPage({navigate}: {navigate: (path: string) => void}) {
  return (
    <PageContainer>
      <List dense disablePadding>
        {PRODUCTS.map((product) => (
          <ListItem key={product.id} disableGutters>
            <Link component="button" onClick={() => navigate(`/inventory/products/${product.id}`)}>
              {product.name}
            </Link>
          </ListItem>
        ))}
      </List>
    </PageContainer>
  );
}

export default function PageContainerDynamicRoute() {
  const router = usePreviewRouter('/inventory/products');
  const productId = router.pathname.match(/^\/inventory\/products\/([^/]+)$/)?.[1];

  return (
    <PreviewFrame>
      {(theme) => (
        <AppProvider navigation={NAVIGATION} router={router} theme={theme}>
          {productId ? <ProductPage productId={productId} /> : <ProductsPage navigate={router.navigate} />}
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
