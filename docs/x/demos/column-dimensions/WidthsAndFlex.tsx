import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(20, 61);

const columns: GridColDef<Employee>[] = [
  // A fixed width in pixels.
  {field: 'id', headerName: 'ID', width: 70},
  // Shares the free space 1:2 with the email column, but never narrower than 150 pixels.
  {field: 'name', headerName: 'Name (flex 1)', flex: 1, minWidth: 150},
  {field: 'email', headerName: 'Email (flex 2)', flex: 2, minWidth: 200},
  // A flex column that stops growing at 160 pixels.
  {field: 'country', headerName: 'Country (flex 1, max 160)', flex: 1, maxWidth: 160},
  {field: 'age', headerName: 'Age', type: 'number', width: 80},
];

export default function WidthsAndFlex() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid aria-label="Employees" rows={rows} columns={columns} />
    </Box>
  );
}
