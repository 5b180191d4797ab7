import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef, type GridSortModel} from '@mui/x-data-grid';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(40, 72);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
  {field: 'orderDate', headerName: 'Ordered', type: 'date', width: 130},
];

const presets: Record<string, GridSortModel> = {
  none: [],
  newest: [{field: 'orderDate', sort: 'desc'}],
  largest: [{field: 'total', sort: 'desc'}],
  customer: [{field: 'customer', sort: 'asc'}],
};

export default function ControlledSort() {
  const labelId = React.useId();
  const [sortModel, setSortModel] = React.useState<GridSortModel>(presets.newest ?? []);
  // Which preset matches the current model, if any (the user can also sort from the headers).
  const preset =
    Object.entries(presets).find(([, model]) => JSON.stringify(model) === JSON.stringify(sortModel))?.[0] ?? '';

  return (
    <Stack spacing={2} sx={{width: '100%'}}>
      <FormControl size="small" sx={{width: 240}}>
        <InputLabel id={labelId}>Sort orders by</InputLabel>
        <Select
          labelId={labelId}
          label="Sort orders by"
          value={preset}
          onChange={(event) => setSortModel(presets[event.target.value] ?? [])}>
          <MenuItem value="none">Original order</MenuItem>
          <MenuItem value="newest">Newest first</MenuItem>
          <MenuItem value="largest">Largest total first</MenuItem>
          <MenuItem value="customer">Customer, A to Z</MenuItem>
          {preset === '' ? (
            <MenuItem value="" disabled>
              Custom (from the column headers)
            </MenuItem>
          ) : null}
        </Select>
      </FormControl>
      <Box sx={{height: 400}}>
        <DataGrid
          aria-label="Orders"
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
        />
      </Box>
    </Stack>
  );
}
