import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  Toolbar,
  gridExpandedSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(100, 152);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

function JumpToolbar() {
  // Inside the grid, the API comes from context.
  const apiRef = useGridApiContext();
  const inputId = React.useId();
  const [value, setValue] = React.useState('50');

  const jump = (event: React.FormEvent) => {
    event.preventDefault();
    const rowIds = gridExpandedSortedRowIdsSelector(apiRef);
    const index = Math.min(Math.max(Number(value) - 1, 0), rowIds.length - 1);
    const rowId = rowIds[index];
    const firstField = gridVisibleColumnFieldsSelector(apiRef)[0];
    if (rowId === undefined || firstField === undefined) {
      return;
    }
    apiRef.current.scrollToIndexes({rowIndex: index});
    // Moves keyboard focus to the row, so the reader can continue from there.
    apiRef.current.setCellFocus(rowId, firstField);
  };

  return (
    <Toolbar style={{justifyContent: 'flex-start'}}>
      <form onSubmit={jump} style={{display: 'flex', alignItems: 'center', gap: 8}}>
        <TextField
          id={inputId}
          label="Row number"
          type="number"
          size="small"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{htmlInput: {min: 1, max: rows.length}}}
          sx={{width: 140}}
        />
        <Button type="submit" size="small" variant="outlined">
          Go to row
        </Button>
      </form>
    </Toolbar>
  );
}

export default function JumpToRowGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Orders with a jump to row field"
        rows={rows}
        columns={columns}
        slots={{toolbar: JumpToolbar}}
        showToolbar
        hideFooterPagination
        initialState={{pagination: {paginationModel: {pageSize: 100}}}}
      />
    </Box>
  );
}
