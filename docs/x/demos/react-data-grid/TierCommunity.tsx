import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(40, 21);

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 180},
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

export default function TierCommunity() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Orders in the MIT DataGrid"
        rows={rows}
        columns={columns}
        checkboxSelection
        pageSizeOptions={[10, 25]}
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
      />
    </Box>
  );
}
