import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {GridColDef} from '@mui/x-data-grid-pro';
import {createEmployees, DEPARTMENTS, type Employee} from '../data/people';

const rows = createEmployees(200, 51);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 180},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 160},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 150},
  {field: 'joinDate', headerName: 'Joined', type: 'date', width: 170},
  {field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 130},
];

export default function HeaderFiltersGrid() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPro
        aria-label="Employees with header filters"
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          filter: {filterModel: {items: [{id: 1, field: 'salary', operator: '>', value: 90000}]}},
        }}
      />
    </Box>
  );
}
