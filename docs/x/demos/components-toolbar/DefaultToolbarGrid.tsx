import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, DEPARTMENTS, type Employee} from '../data/people';

const rows = createEmployees(60, 31);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function DefaultToolbarGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        // With `showToolbar`, the label is shown in the toolbar and names the grid.
        label="Staff directory"
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: {fileName: 'staff-directory'},
            printOptions: {hideFooter: true, hideToolbar: true},
          },
        }}
      />
    </Box>
  );
}
