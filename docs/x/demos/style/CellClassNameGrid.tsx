import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridCellParams, GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(50, 113);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 110,
    // A class for the header of this column.
    headerClassName: 'rating--header',
    // A class for its cells, computed from the value.
    cellClassName: (params: GridCellParams<Employee, number>) =>
      (params.value ?? 0) >= 4 ? 'rating--high' : (params.value ?? 0) <= 2 ? 'rating--low' : '',
  },
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90},
];

// For rules that span columns: every cell of the grid is passed here.
function getCellClassName(params: GridCellParams<Employee>) {
  return params.row.isAdmin && params.field === 'name' ? 'name--admin' : '';
}

export default function CellClassNameGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees with cells styled by value"
        rows={rows}
        columns={columns}
        getCellClassName={getCellClassName}
        sx={(theme) => ({
          // Light tints keep the text readable in light and dark mode.
          '& .rating--header': {bgcolor: theme.alpha((theme.vars ?? theme).palette.info.main, 0.16)},
          '& .rating--high': {bgcolor: theme.alpha((theme.vars ?? theme).palette.success.main, 0.2), fontWeight: 700},
          '& .rating--low': {bgcolor: theme.alpha((theme.vars ?? theme).palette.error.main, 0.16)},
          '& .name--admin': {fontWeight: 700},
        })}
      />
    </Box>
  );
}
