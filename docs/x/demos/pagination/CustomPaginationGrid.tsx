import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {DataGrid, gridPageCountSelector, gridPageSelector, useGridApiContext, useGridSelector} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(200, 74);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      count={pageCount}
      // The grid's pages start at 0, the component's at 1.
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{py: 1}}
    />
  );
}

export default function CustomPaginationGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Orders with numbered pages"
        rows={rows}
        columns={columns}
        slots={{pagination: NumberedPagination}}
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
