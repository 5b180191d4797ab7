import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 73);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name (A–Z, Z–A)', flex: 1, minWidth: 180, sortingOrder: ['asc', 'desc']},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function SortingOrder() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      {/* Numbers are usually read highest first: start with descending, then ascending, then unsorted. */}
      <DataGrid aria-label="Employees" rows={rows} columns={columns} sortingOrder={['desc', 'asc', null]} />
    </Box>
  );
}
