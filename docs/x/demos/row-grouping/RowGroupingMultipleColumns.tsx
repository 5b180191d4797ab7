import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(150, 43);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'product', headerName: 'Product', width: 170},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function RowGroupingMultipleColumns() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders grouped by category, then product, one column per criterion"
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        defaultGroupingExpansionDepth={1}
        initialState={{rowGrouping: {model: ['category', 'product']}}}
      />
    </Box>
  );
}
