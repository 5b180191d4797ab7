import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 45);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function RowGroupingHideGroupedColumns() {
  const apiRef = useGridApiRef();
  // Hides "Country" now, and any column the reader groups by later; shows it again when ungrouped.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {rowGrouping: {model: ['country']}},
  });

  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        aria-label="Employees grouped by country, grouped columns hidden"
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
      />
    </Box>
  );
}
