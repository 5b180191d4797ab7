import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridColumnGroupingModel} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

// Sorted by customer, so each customer's orders sit together and their name cell can span them.
const rows = createOrders(24, 31).sort((a, b) => a.customer.localeCompare(b.customer) || a.id - b.id);

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

const columns: GridColDef<Order>[] = [
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 170},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 70},
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => money.format(value),
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {groupId: 'order', headerName: 'Order', children: [{field: 'orderNumber'}, {field: 'status'}]},
  {
    groupId: 'line',
    headerName: 'Order line',
    children: [{field: 'product'}, {field: 'quantity'}, {field: 'unitPrice'}, {field: 'total'}],
  },
];

export default function ColumnLayoutFeatures() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGrid
        aria-label="Orders by customer"
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
