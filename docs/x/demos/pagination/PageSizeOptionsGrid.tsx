import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(240, 71);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'product', headerName: 'Product', width: 190},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function PageSizeOptionsGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Orders"
        rows={rows}
        columns={columns}
        pageSizeOptions={[5, 10, 25, {value: 100, label: '100 (most)'}]}
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        slotProps={{basePagination: {material: {showFirstButton: true, showLastButton: true}}}}
      />
    </Box>
  );
}
