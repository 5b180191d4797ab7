import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createOrders, ORDER_STATUSES, type Order} from '../data/orders';

const rows = createOrders(20, 22);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140, editable: true},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true},
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 130,
    editable: true,
  },
  {field: 'orderDate', headerName: 'Ordered', type: 'date', width: 130, editable: true},
];

export default function OrderRowEditing() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid aria-label="Orders, edited a row at a time" rows={rows} columns={columns} editMode="row" />
    </Box>
  );
}
