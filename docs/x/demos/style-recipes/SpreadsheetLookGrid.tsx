import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(40, 123);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120, headerAlign: 'center', align: 'center'},
  {field: 'customer', headerName: 'Customer', width: 150, headerAlign: 'center'},
  {field: 'product', headerName: 'Product', width: 180, headerAlign: 'center'},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80, headerAlign: 'center'},
  {field: 'total', headerName: 'Total', type: 'number', width: 110, headerAlign: 'center'},
];

export default function SpreadsheetLookGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Orders in a spreadsheet style"
        rows={rows}
        columns={columns}
        density="compact"
        showCellVerticalBorder
        showColumnVerticalBorder
        disableColumnMenu
        sx={{
          borderRadius: 0,
          [`& .${gridClasses.columnHeader}`]: {bgcolor: 'action.selected'},
          [`& .${gridClasses.columnHeaderTitle}`]: {fontWeight: 700},
          // The borders already separate the headers: hide the resize handles' lines.
          [`& .${gridClasses.columnSeparator}`]: {color: 'transparent'},
          [`& .${gridClasses.cell}`]: {fontVariantNumeric: 'tabular-nums'},
        }}
      />
    </Box>
  );
}
