import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(40, 21);

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 200},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => money.format(value),
  },
];

export default function TierPro() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        aria-label="Orders in DataGridPro"
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{
          // Two sorted columns: by region, then by the largest total within each region.
          sorting: {
            sortModel: [
              {field: 'region', sort: 'asc'},
              {field: 'total', sort: 'desc'},
            ],
          },
          // The order number stays on the left and the total on the right while scrolling sideways.
          pinnedColumns: {left: ['orderNumber'], right: ['total']},
        }}
      />
    </Box>
  );
}
