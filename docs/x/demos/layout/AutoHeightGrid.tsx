import * as React from 'react';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(18, 43);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function AutoHeightGrid() {
  // No height anywhere: with autoHeight, the grid is as tall as the rows of the current page.
  return (
    <div style={{width: '100%'}}>
      <DataGrid
        aria-label="Recent orders"
        rows={rows}
        columns={columns}
        autoHeight
        pageSizeOptions={[5, 10]}
        initialState={{pagination: {paginationModel: {pageSize: 5}}}}
      />
    </div>
  );
}
