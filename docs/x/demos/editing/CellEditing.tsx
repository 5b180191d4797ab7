import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, DEPARTMENTS, type Employee} from '../data/people';

const rows = createEmployees(20, 21);

// Each column type brings its own editor: text field, number field, select, date field, checkbox.
const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true},
  {field: 'age', headerName: 'Age', type: 'number', width: 80, editable: true},
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
    editable: true,
  },
  {field: 'joinDate', headerName: 'Joined', type: 'date', width: 130, editable: true},
  {field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90, editable: true},
  {field: 'email', headerName: 'Email (read-only)', width: 240},
];

export default function CellEditing() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid aria-label="Editable employees" rows={rows} columns={columns} />
    </Box>
  );
}
