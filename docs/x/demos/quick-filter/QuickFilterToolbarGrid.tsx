import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 31);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
];

export default function QuickFilterToolbarGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid label="Staff directory" rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
