import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 71);

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 120},
  {field: 'age', headerName: 'Age', type: 'number', width: 80},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function InitiallyHiddenColumns() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        label="Employees"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          // Hidden at first; readers can show them again from the Columns button or a column menu.
          columns: {columnVisibilityModel: {id: false, email: false, age: false}},
        }}
      />
    </Box>
  );
}
