import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGridPremium} from '@mui/x-data-grid-premium';
import type {GridColDef, GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(300, 72);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 110},
  {field: 'customer', headerName: 'Customer', width: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'quantity', headerName: 'Qty', type: 'number', width: 90},
  {field: 'total', headerName: 'Total', type: 'number', width: 110},
];

const byCustomer: GridPivotModel = {
  rows: [{field: 'customer'}],
  columns: [{field: 'category'}],
  values: [{field: 'quantity', aggFunc: 'sum'}],
};

const byStatus: GridPivotModel = {
  rows: [{field: 'status'}],
  columns: [],
  values: [
    {field: 'total', aggFunc: 'sum'},
    {field: 'orderNumber', aggFunc: 'size'},
    // Listed in the pivot panel, unchecked: not shown until the reader ticks it.
    {field: 'quantity', aggFunc: 'avg', hidden: true},
  ],
};

export default function ControlledPivoting() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(byCustomer);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <FormControlLabel
          control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
          label="Pivot"
        />
        <Button size="small" variant="outlined" onClick={() => setPivotModel(byCustomer)}>
          Items per customer and category
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPivotModel(byStatus)}>
          Sales per status
        </Button>
      </Stack>
      <Typography variant="body2" component="p" sx={{fontFamily: 'monospace', overflowWrap: 'anywhere'}}>
        {JSON.stringify(pivotModel)}
      </Typography>
      <Box sx={{height: 420, width: '100%'}}>
        <DataGridPremium
          label="Orders, controlled pivot"
          rows={rows}
          columns={columns}
          showToolbar
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
        />
      </Box>
    </Stack>
  );
}
