import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {DataGrid, gridClasses, type GridColDef, type GridRowClassNameParams} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(30, 6);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    display: 'flex',
    // The status is also spelled out, so the row style is never the only cue.
    renderCell: ({value}) => <Chip size="small" variant="outlined" label={value} />,
  },
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const getRowClassName = ({row}: GridRowClassNameParams<Order>) => {
  if (row.status === 'Cancelled') return 'order-cancelled';
  if (row.status === 'Pending') return 'order-pending';
  return '';
};

export default function ConditionalRowStyles() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Orders by status"
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        sx={{
          [`& .order-cancelled .${gridClasses.cell}`]: {color: 'text.secondary', textDecoration: 'line-through'},
          [`& .order-cancelled .${gridClasses.cell}[data-field="status"]`]: {textDecoration: 'none'},
          [`& .order-pending`]: {bgcolor: 'action.selected'},
        }}
      />
    </Box>
  );
}
