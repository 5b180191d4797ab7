import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {DataGridPremiumProps, GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

// Oldest first: row groups appear in the order of their first row, so years and months come in calendar order.
const rows = createOrders(400, 73).sort((a, b) => a.orderDate.getTime() - b.orderDate.getTime());

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110, pivotable: false},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
  {
    field: 'orderDate',
    headerName: 'Order date',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => value.toLocaleDateString('en-GB', {timeZone: 'UTC'}),
  },
];

// Extra fields offered in the pivot panel for each date column: its year and its month.
// The dates are UTC midnights, so read them in UTC: every reader gets the same buckets.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (column) => {
  if (column.type !== 'date') {
    return undefined;
  }
  return [
    {
      field: `${column.field}-year`,
      headerName: `${column.headerName} (year)`,
      valueGetter: (_value, row: Order) => String(row.orderDate.getUTCFullYear()),
    },
    {
      // "01 Jan" to "12 Dec": sorts in calendar order and reads well as a header.
      field: `${column.field}-month`,
      headerName: `${column.headerName} (month)`,
      valueGetter: (_value, row: Order) => {
        const month = row.orderDate.getUTCMonth();
        return `${String(month + 1).padStart(2, '0')} ${MONTHS[month]}`;
      },
    },
  ];
};

export default function PivotDerivedColumns() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        label="Monthly sales per category"
        rows={rows}
        columns={columns}
        showToolbar
        getPivotDerivedColumns={getPivotDerivedColumns}
        pivotingColDef={{width: 110}}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{field: 'orderDate-year'}, {field: 'orderDate-month'}],
              columns: [{field: 'category', sort: 'asc'}],
              values: [{field: 'total', aggFunc: 'sum'}],
            },
          },
        }}
      />
    </Box>
  );
}
