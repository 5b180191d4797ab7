import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(100, 91);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function CellSelectionGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders, select cells"
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{
          cellSelection: {2: {quantity: true, unitPrice: true}, 3: {quantity: true, unitPrice: true}},
        }}
      />
    </Box>
  );
}
