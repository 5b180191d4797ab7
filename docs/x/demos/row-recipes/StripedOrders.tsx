import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses, type GridColDef, type GridRowClassNameParams} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(60, 4);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
];

// The index restarts on every page and follows sorting and filtering, so the stripes never break.
const getRowClassName = ({indexRelativeToCurrentPage}: GridRowClassNameParams) =>
  indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd';

export default function StripedOrders() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Orders"
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50]}
        sx={{[`& .${gridClasses.row}.odd`]: {bgcolor: 'action.hover'}}}
      />
    </Box>
  );
}
