import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, DEPARTMENTS, type Employee} from '../data/people';

const rows = createEmployees(60, 11);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'joinDate', headerName: 'Joined', type: 'date', width: 120},
  {field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90},
];

export default function BasicFilteringGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid label="Employees" rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
