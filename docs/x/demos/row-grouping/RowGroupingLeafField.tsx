import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {DataGridPremiumProps, GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(100, 46);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Customer / order',
  // Leaves show their order number in the grouping column instead of an empty cell.
  leafField: 'orderNumber',
  width: 230,
};

export default function RowGroupingLeafField() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders grouped by customer, order numbers in the grouping column"
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: {model: ['customer']},
          // Both values now live in the grouping column.
          columns: {columnVisibilityModel: {customer: false, orderNumber: false}},
        }}
      />
    </Box>
  );
}
