import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, getGridNumericOperators, getGridStringOperators} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(60, 21);

// Keep only the operators that make sense for each column.
const nameOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'startsWith'].includes(operator.value),
);
const salaryOperators = getGridNumericOperators().filter((operator) => ['>', '<'].includes(operator.value));

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170, filterOperators: nameOperators},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, filterOperators: salaryOperators},
];

export default function LimitedOperators() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees with limited filter operators"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {filterModel: {items: [{field: 'salary', operator: '>', value: 90000}]}},
        }}
      />
    </Box>
  );
}
