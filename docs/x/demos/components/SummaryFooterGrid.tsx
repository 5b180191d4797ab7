import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(120, 141);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'total', headerName: 'Total', type: 'number', width: 120},
];

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'});

function SummaryFooter() {
  const apiRef = useGridApiContext();
  // Every row that passes the filters, on every page, in sorted order.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const sum = entries.reduce((total, entry) => total + Number(entry.model.total), 0);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{px: 2}}>
        {entries.length} orders, {currency.format(sum)} in total
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function SummaryFooterGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Orders with a summary footer"
        rows={rows}
        columns={columns}
        showToolbar
        slots={{footer: SummaryFooter}}
        initialState={{pagination: {paginationModel: {pageSize: 25}}}}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
