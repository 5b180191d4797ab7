import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridCellParams, type GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(20, 23);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true},
  {field: 'region', headerName: 'Region', width: 100, editable: true},
];

// Columns say what can be edited in principle; this says which rows allow it.
const isCellEditable = (params: GridCellParams<Order>) => params.row.status === 'Pending';

export default function ConditionalEditing() {
  return (
    <Box sx={{height: 380, width: '100%', '& .locked': {color: 'text.secondary'}}}>
      <DataGrid
        aria-label="Orders, editable while pending"
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        getRowClassName={({row}) => (row.status === 'Pending' ? '' : 'locked')}
      />
    </Box>
  );
}
