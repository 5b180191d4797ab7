import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(20, 51);

const columns: GridColDef<Employee>[] = [
  // Only `field` is required: the header shows the field name and the width is 100 pixels.
  {field: 'id'},
  // `headerName` sets the header text; `width` the width in pixels.
  {field: 'name', headerName: 'Full name', width: 180},
  {field: 'email', headerName: 'Email', flex: 1, minWidth: 220},
  {field: 'department', headerName: 'Department', width: 140},
];

export default function BasicColumns() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid aria-label="Employees" rows={rows} columns={columns} />
    </Box>
  );
}
