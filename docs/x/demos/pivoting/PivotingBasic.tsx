import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(300, 71);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function PivotingBasic() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        label="Sales by category and region"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{field: 'category'}],
              columns: [{field: 'region', sort: 'asc'}],
              values: [{field: 'total', aggFunc: 'sum'}],
            },
          },
        }}
      />
    </Box>
  );
}
