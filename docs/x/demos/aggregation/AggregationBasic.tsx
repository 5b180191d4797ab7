import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(80, 61);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 100},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 120},
];

export default function AggregationBasic() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders with totals"
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: {model: {quantity: 'sum', unitPrice: 'avg', total: 'sum'}},
        }}
      />
    </Box>
  );
}
