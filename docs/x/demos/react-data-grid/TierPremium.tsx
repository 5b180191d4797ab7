import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(40, 21);

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 180},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => money.format(value),
  },
];

export default function TierPremium() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders grouped by category in DataGridPremium"
        rows={rows}
        columns={columns}
        initialState={{
          // One group per category, with the quantities and totals summed for each group.
          rowGrouping: {model: ['category']},
          aggregation: {model: {quantity: 'sum', total: 'sum'}},
          // The grouping column already shows the category.
          columns: {columnVisibilityModel: {category: false}},
        }}
      />
    </Box>
  );
}
