import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(120, 73);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
];

export default function AutoPageSizeGrid() {
  return (
    // The page size is computed from this height: as many rows as fit without scrolling.
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid aria-label="Orders, page size fitted to the height" rows={rows} columns={columns} autoPageSize density="compact" />
    </Box>
  );
}
