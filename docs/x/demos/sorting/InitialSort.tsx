import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 71);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'joinDate', headerName: 'Joined', type: 'date', width: 130},
  // Sorting an email address says little: this column opts out.
  {field: 'email', headerName: 'Email', width: 250, sortable: false},
];

export default function InitialSort() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees by salary"
        rows={rows}
        columns={columns}
        initialState={{sorting: {sortModel: [{field: 'salary', sort: 'desc'}]}}}
      />
    </Box>
  );
}
