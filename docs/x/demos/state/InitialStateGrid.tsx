import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridInitialState} from '@mui/x-data-grid';
import {createEmployees, DEPARTMENTS, type Employee} from '../data/people';

const rows = createEmployees(150, 171);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

// Read once, when the grid mounts; the reader can change everything afterwards.
const initialState: GridInitialState = {
  sorting: {sortModel: [{field: 'salary', sort: 'desc'}]},
  filter: {filterModel: {items: [{field: 'department', operator: 'is', value: 'Engineering'}]}},
  pagination: {paginationModel: {page: 0, pageSize: 25}},
  columns: {
    columnVisibilityModel: {email: false},
    orderedFields: ['name', 'salary', 'role', 'department', 'email'],
    dimensions: {name: {width: 220}},
  },
  density: 'compact',
};

export default function InitialStateGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Employees opened with an initial state"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={initialState}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
