import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(120, 41);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function RowGroupingBasic() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders grouped by category"
        rows={rows}
        columns={columns}
        initialState={{rowGrouping: {model: ['category']}}}
      />
    </Box>
  );
}
