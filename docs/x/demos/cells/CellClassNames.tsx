import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridCellParams, type GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(30, 12);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 100,
    // A column-level class: only this column is checked.
    cellClassName: (params: GridCellParams<Order, number>) => ((params.value ?? 0) >= 20 ? 'bulk' : ''),
  },
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 100},
];

// A grid-level class: runs for every cell, so check the field.
const getCellClassName = (params: GridCellParams<Order>) =>
  params.field === 'status' && params.value === 'Cancelled' ? 'cancelled' : '';

export default function CellClassNames() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .bulk': {fontWeight: 700, bgcolor: 'action.selected'},
        '& .cancelled': {color: 'text.secondary', fontStyle: 'italic'},
      }}>
      <DataGrid aria-label="Orders" rows={rows} columns={columns} getCellClassName={getCellClassName} />
    </Box>
  );
}
