import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridRowParams} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(60, 84);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

// Only orders that have not shipped yet can be picked for the next shipment.
const isRowSelectable = (params: GridRowParams<Order>) =>
  params.row.status === 'Pending' || params.row.status === 'Paid';

export default function SelectableRowsGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Orders to ship"
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        isRowSelectable={isRowSelectable}
      />
    </Box>
  );
}
