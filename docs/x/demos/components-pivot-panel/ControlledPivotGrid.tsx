import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGridPremium, GridSidebarValue} from '@mui/x-data-grid-premium';
import type {GridColDef, GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(200, 92);

const columns: GridColDef<Order>[] = [
  {field: 'product', headerName: 'Product', width: 180},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
  {field: 'total', headerName: 'Total', type: 'number', width: 120},
];

export default function ControlledPivotGrid() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{field: 'category'}],
    columns: [{field: 'status'}],
    values: [{field: 'quantity', aggFunc: 'sum'}],
  });

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
        label="Pivot mode"
      />
      <Box sx={{height: 460, width: '100%'}}>
        <DataGridPremium
          aria-label="Order quantities pivoted by category and status"
          rows={rows}
          columns={columns}
          showToolbar
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          // The pivot panel is open when the grid mounts.
          initialState={{sidebar: {open: true, value: GridSidebarValue.Pivot}}}
        />
      </Box>
      <Typography variant="body2" sx={{color: 'text.secondary'}}>
        Rows: {pivotModel.rows.map((row) => row.field).join(', ') || 'none'} · Columns:{' '}
        {pivotModel.columns.map((column) => column.field).join(', ') || 'none'} · Values:{' '}
        {pivotModel.values.map((value) => `${value.aggFunc}(${value.field})`).join(', ') || 'none'}
      </Typography>
    </Stack>
  );
}
