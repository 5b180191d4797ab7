import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium} from '@mui/x-data-grid-premium';
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

export default function PivotSourceRecords() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium aria-label="Sales records, not pivoted" rows={rows} columns={columns} hideFooter density="compact" />
    </Box>
  );
}
