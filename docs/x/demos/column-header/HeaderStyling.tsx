import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(20, 92);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120, headerClassName: 'header--key'},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, headerClassName: 'header--key'},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110},
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    // A function receives the column and returns the class name to add.
    headerClassName: (params) => (params.colDef.type === 'number' ? 'header--money' : ''),
  },
];

export default function HeaderStyling() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .header--key': {bgcolor: 'action.selected'},
        '& .header--money': {color: 'success.main', boxShadow: 'inset 0 -3px 0 currentColor'},
        // Bold header titles everywhere in this grid.
        '& .MuiDataGrid-columnHeaderTitle': {fontWeight: 700},
      }}>
      <DataGrid aria-label="Orders" rows={rows} columns={columns} columnHeaderHeight={44} showColumnVerticalBorder />
    </Box>
  );
}
