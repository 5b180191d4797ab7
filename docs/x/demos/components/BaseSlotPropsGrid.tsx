import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 144);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 100},
];

export default function BaseSlotPropsGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees with restyled base components"
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        slotProps={{
          // Props for the base components, wherever the grid uses them.
          // The `material` key passes props that only Material UI components know.
          baseCheckbox: {material: {color: 'secondary'}},
          baseTooltip: {material: {arrow: true, placement: 'top'}},
          // Props for a slot of the grid itself.
          toolbar: {showQuickFilter: false},
        }}
      />
    </Box>
  );
}
