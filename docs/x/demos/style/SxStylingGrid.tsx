import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 111);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function SxStylingGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees styled with sx"
        rows={rows}
        columns={columns}
        sx={{
          // The root: a thicker, rounded frame in the primary colour.
          borderWidth: 2,
          borderColor: 'primary.main',
          borderRadius: 2,
          // Elements inside the grid, targeted through their class names.
          [`& .${gridClasses.columnHeader}`]: {
            bgcolor: 'action.hover',
          },
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
          },
          [`& .${gridClasses.cell}:focus-within`]: {
            outlineColor: 'secondary.main',
          },
          [`& .${gridClasses.footerContainer}`]: {
            borderTopStyle: 'dashed',
          },
        }}
      />
    </Box>
  );
}
