import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GridSidebarValue} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createSaleRecords, type SaleRecord} from '../data/pivotExample';

const rows = createSaleRecords();

const columns: GridColDef<SaleRecord>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 100},
  {field: 'product', headerName: 'Product', width: 110},
  {field: 'units', headerName: 'Units', type: 'number', width: 100},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 120},
];

export default function PivotPlayground() {
  return (
    <Box sx={{height: 480, width: '100%'}}>
      <DataGridPremium
        label="Sales pivot"
        rows={rows}
        columns={columns}
        showToolbar
        // Open the products; each region stays closed over the records it sums.
        defaultGroupingExpansionDepth={1}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{field: 'product'}, {field: 'region'}],
              columns: [{field: 'quarter', sort: 'asc'}],
              values: [
                {field: 'units', aggFunc: 'sum'},
                {field: 'revenue', aggFunc: 'sum'},
              ],
            },
          },
          // Open the pivot panel on mount, so that the model can be changed right away.
          sidebar: {open: true, value: GridSidebarValue.Pivot},
        }}
      />
    </Box>
  );
}
