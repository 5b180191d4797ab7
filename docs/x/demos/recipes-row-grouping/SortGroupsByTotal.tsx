import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(150, 52);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'total', headerName: 'Total', type: 'number', width: 120},
];

export default function SortGroupsByTotal() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        aria-label="Customers ordered by what they spent"
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['customer']},
          // A group row's value in an aggregated column is its aggregate,
          // so sorting that column orders the groups by their sum.
          aggregation: {model: {total: 'sum'}},
          sorting: {sortModel: [{field: 'total', sort: 'desc'}]},
        }}
      />
    </Box>
  );
}
