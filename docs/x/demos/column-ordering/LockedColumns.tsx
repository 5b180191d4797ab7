import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(25, 122);

const columns: GridColDef<Order>[] = [
  // Stays first: it cannot be dragged, and other columns cannot be dropped before it.
  {field: 'orderNumber', headerName: 'Order (locked)', width: 140, disableReorder: true},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'product', headerName: 'Product', width: 190},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function LockedColumns() {
  const [keepPosition, setKeepPosition] = React.useState(false);
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" sx={{flexWrap: 'wrap', columnGap: 2}}>
        <FormControlLabel
          label="Keep position when dropped outside the grid"
          control={<Switch checked={keepPosition} onChange={(event) => setKeepPosition(event.target.checked)} />}
        />
        <FormControlLabel
          label="Disable reordering"
          control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        />
      </Stack>
      <Box sx={{height: 400}}>
        <DataGridPro
          aria-label="Orders"
          rows={rows}
          columns={columns}
          keepColumnPositionIfDraggedOutside={keepPosition}
          disableColumnReorder={disabled}
        />
      </Box>
    </Stack>
  );
}
