import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(30, 111);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', width: 160},
  {field: 'status', headerName: 'Status', width: 120},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

export default function LabelledGrid() {
  const headingId = React.useId();

  return (
    <Stack spacing={1}>
      <Typography id={headingId} variant="h6" component="h3">
        Open orders
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Orders received this month, most recent first.
      </Typography>
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid
          // The visible heading names the grid.
          aria-labelledby={headingId}
          rows={rows}
          columns={columns}
        />
      </Box>
    </Stack>
  );
}
