import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, DEPARTMENTS, type Employee} from '../data/people';

const rows = createEmployees(60, 3);

const salaryFormat = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
const dateFormat = new Intl.DateTimeFormat('en-GB', {dateStyle: 'medium', timeZone: 'UTC'});

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 140,
  },
  {field: 'role', headerName: 'Role', width: 120},
  {field: 'country', headerName: 'Country', width: 110},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => salaryFormat.format(value),
  },
  {
    field: 'joinDate',
    headerName: 'Joined',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
];

export default function FirstGrid() {
  return (
    <Box sx={{height: 480, width: '100%'}}>
      <DataGrid
        label="Employees"
        rows={rows}
        columns={columns}
        showToolbar
        pageSizeOptions={[10, 25, 50]}
        initialState={{
          pagination: {paginationModel: {pageSize: 10}},
          sorting: {sortModel: [{field: 'salary', sort: 'desc'}]},
        }}
      />
    </Box>
  );
}
