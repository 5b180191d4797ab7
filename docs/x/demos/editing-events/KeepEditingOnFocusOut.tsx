import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridRowEditStopReasons, type GridColDef, type GridEventListener} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(12, 52);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140, editable: true},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true},
  {field: 'region', headerName: 'Region', width: 110, editable: true},
];

// Clicking elsewhere keeps the row open: Enter (or Tab past the last field) saves, Escape cancels.
const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
  if (params.reason === GridRowEditStopReasons.rowFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function KeepEditingOnFocusOut() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid aria-label="Orders" rows={rows} columns={columns} editMode="row" onRowEditStop={handleRowEditStop} />
    </Box>
  );
}
