import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridAggregationModel, GridColDef} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(100, 63);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'total', headerName: 'Total', type: 'number', width: 130},
];

const FUNCTIONS = ['sum', 'avg', 'min', 'max', 'size'];

export default function ControlledAggregation() {
  const [model, setModel] = React.useState<GridAggregationModel>({total: 'sum'});
  const [allRows, setAllRows] = React.useState(false);
  const selectId = React.useId();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <FormControl size="small" sx={{minWidth: 160}}>
          <InputLabel id={`${selectId}-label`}>Total column</InputLabel>
          <Select
            labelId={`${selectId}-label`}
            id={selectId}
            label="Total column"
            value={model.total ?? ''}
            onChange={(event) => {
              const fn = event.target.value;
              // Removing a field from the model removes its aggregation.
              setModel(fn ? {total: fn} : {});
            }}>
            <MenuItem value="">None</MenuItem>
            {FUNCTIONS.map((fn) => (
              <MenuItem key={fn} value={fn}>
                {fn}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={allRows} onChange={(event) => setAllRows(event.target.checked)} />}
          label="Include rows hidden by the filter"
        />
      </Stack>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGridPremium
          aria-label="Orders with a controlled aggregation"
          rows={rows}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={setModel}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          initialState={{
            filter: {filterModel: {items: [{field: 'status', operator: 'equals', value: 'Delivered'}]}},
          }}
        />
      </Box>
    </Stack>
  );
}
