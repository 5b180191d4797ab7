import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 62);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

const currency = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

function SummaryFooter() {
  const apiRef = useGridApiContext();
  // Every row that passes the filters, on all pages, in the current sort order.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const payroll = entries.reduce((sum, entry) => sum + (entry.model as Employee).salary, 0);

  return (
    <GridFooterContainer>
      {/* role="status" makes screen readers announce the new totals after each filter change. */}
      <Box role="status" sx={{px: 2, typography: 'body2'}}>
        {entries.length} of {rows.length} employees, payroll {currency.format(payroll)}
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function FilteredSummaryFooter() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        label="Payroll"
        rows={rows}
        columns={columns}
        showToolbar
        slots={{footer: SummaryFooter}}
        initialState={{filter: {filterModel: {items: [], quickFilterValues: ['Engineering']}}}}
      />
    </Box>
  );
}
