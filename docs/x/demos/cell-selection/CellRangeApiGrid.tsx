import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPremium, useGridApiRef} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(100, 93);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 80},
  {field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function CellRangeApiGrid() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('');

  const selectFirstTen = () => {
    // From the quantity of order 1 to the total of order 10 (3 columns by 10 rows).
    apiRef.current?.selectCellRange({id: 1, field: 'quantity'}, {id: 10, field: 'total'});
  };

  const countSelected = () => {
    const cells = apiRef.current?.getSelectedCellsAsArray() ?? [];
    setMessage(`Selected cells: ${cells.length}`);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={selectFirstTen}>
          Select numbers of the first 10 orders
        </Button>
        <Button size="small" onClick={countSelected}>
          Count selected cells
        </Button>
        <span role="status">{message}</span>
      </Stack>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGridPremium
          aria-label="Orders, cell range set from code"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          sx={{
            // Outline the edges of each selected range.
            '& .MuiDataGrid-cell--rangeTop': {borderTop: '2px solid', borderTopColor: 'primary.main'},
            '& .MuiDataGrid-cell--rangeBottom': {borderBottom: '2px solid', borderBottomColor: 'primary.main'},
            '& .MuiDataGrid-cell--rangeLeft': {borderLeft: '2px solid', borderLeftColor: 'primary.main'},
            '& .MuiDataGrid-cell--rangeRight': {borderRight: '2px solid', borderRightColor: 'primary.main'},
          }}
        />
      </Box>
    </Stack>
  );
}
