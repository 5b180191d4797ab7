import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(150, 53);

const SIZES = ['Small (under 50)', 'Medium (50 to 200)', 'Large (over 200)'] as const;

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
  {
    // Not in the data: computed from the total, hidden, and used only to group.
    field: 'size',
    headerName: 'Order size',
    type: 'singleSelect',
    valueOptions: [...SIZES],
    valueGetter: (_value, row) => {
      if (row.total < 50) {
        return SIZES[0];
      }
      return row.total <= 200 ? SIZES[1] : SIZES[2];
    },
  },
];

export default function GroupByComputedColumn() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders grouped by order size"
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: {model: ['size']},
          columns: {columnVisibilityModel: {size: false}},
        }}
      />
    </Box>
  );
}
