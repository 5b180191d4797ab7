import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {DataGridPremium, PivotPanelTrigger, Toolbar} from '@mui/x-data-grid-premium';
import type {GridColDef, GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrders, type Order} from '../data/orders';

const rows = createOrders(200, 91);

const columns: GridColDef<Order>[] = [
  {field: 'orderNumber', headerName: 'Order', width: 120},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'status', headerName: 'Status', width: 110},
  {field: 'quantity', headerName: 'Quantity', type: 'number', width: 100},
  {field: 'total', headerName: 'Total', type: 'number', width: 120},
];

// Used as soon as pivot mode is switched on in the panel.
const pivotModel: GridPivotModel = {
  rows: [{field: 'category'}],
  columns: [{field: 'region'}],
  values: [{field: 'total', aggFunc: 'sum'}],
};

function PivotToolbar() {
  return (
    <Toolbar>
      <PivotPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<PivotTableChartIcon />}
            variant={state.open ? 'contained' : 'text'}
            color={state.active ? 'primary' : 'inherit'}>
            {state.active ? 'Pivot (on)' : 'Pivot'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function PivotTriggerGrid() {
  return (
    <Box sx={{height: 460, width: '100%'}}>
      <DataGridPremium
        aria-label="Orders that can be pivoted"
        rows={rows}
        columns={columns}
        slots={{toolbar: PivotToolbar}}
        showToolbar
        initialState={{pivoting: {model: pivotModel}}}
      />
    </Box>
  );
}
