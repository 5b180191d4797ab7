import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {DataGrid, Toolbar, useGridApiContext} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, ORDER_STATUSES, type Order} from '../data/orders';

const rows = createOrders(80, 72);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
  {field: 'orderDate', headerName: 'Date', type: 'date', width: 120},
];

const SHORTCUTS = [
  {field: 'status', label: 'Filter by status'},
  {field: 'total', label: 'Filter by total'},
  {field: 'orderDate', label: 'Filter by date'},
];

function ShortcutToolbar() {
  const apiRef = useGridApiContext();

  return (
    <Toolbar>
      {SHORTCUTS.map((shortcut) => (
        // Opens the panel with a filter on that column, anchored to the grid.
        <Button key={shortcut.field} size="small" onClick={() => apiRef.current.showFilterPanel(shortcut.field)}>
          {shortcut.label}
        </Button>
      ))}
    </Toolbar>
  );
}

export default function FilterByColumnGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Orders with filter shortcuts"
        rows={rows}
        columns={columns}
        slots={{toolbar: ShortcutToolbar}}
        showToolbar
      />
    </Box>
  );
}
