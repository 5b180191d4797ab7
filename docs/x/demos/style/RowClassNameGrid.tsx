import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridRowClassNameParams} from '@mui/x-data-grid';
import {createOrders, ORDER_STATUSES, type Order} from '../data/orders';

const rows = createOrders(60, 112);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

function getRowClassName(params: GridRowClassNameParams<Order>) {
  if (params.row.status === 'Cancelled') {
    return 'order--cancelled';
  }
  if (params.row.status === 'Pending') {
    return 'order--pending';
  }
  return '';
}

export default function RowClassNameGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Orders with rows styled by status"
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        sx={{
          '& .order--cancelled': {
            color: 'text.secondary',
            textDecoration: 'line-through',
          },
          // Keeps the hover and selected colours, but adds a bar on the left.
          '& .order--pending': {
            boxShadow: (theme) => `inset 4px 0 0 ${(theme.vars ?? theme).palette.warning.main}`,
            fontStyle: 'italic',
          },
        }}
      />
    </Box>
  );
}
