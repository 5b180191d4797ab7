import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows: Employee[] = createEmployees(20);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'joinDate', headerName: 'Joined', type: 'date', width: 120},
];

export default function BasicRows() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid aria-label="Team members" rows={rows} columns={columns} />
    </Box>
  );
}
