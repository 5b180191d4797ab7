import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(60, 62);

const columns: GridColDef<Order>[] = [
  // Cannot be hidden: shown in the panel, with its switch disabled.
  {field: 'orderNumber', headerName: 'Order', width: 120, hideable: false},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
  {field: 'status', headerName: 'Status', width: 110},
];

export default function ColumnsManagementOptionsGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Orders with a customised columns panel"
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {showQuickFilter: false},
          columnsManagement: {
            // List the columns alphabetically rather than in grid order.
            sort: 'asc',
            // Leave the price columns out of the panel altogether.
            getTogglableColumns: (cols) =>
              cols.filter((col) => col.field !== 'unitPrice' && col.field !== 'total').map((col) => col.field),
            // Match the search text against the start of each header only.
            searchPredicate: (col, search) =>
              (col.headerName ?? col.field).toLowerCase().startsWith(search.toLowerCase()),
            // With a search, "Show/Hide All" only affects the columns found.
            toggleAllMode: 'filteredOnly',
            disableResetButton: true,
          },
        }}
      />
    </Box>
  );
}
