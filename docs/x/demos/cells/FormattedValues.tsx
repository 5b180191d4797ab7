import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(25, 2);

const money = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
// Formatting in UTC gives the same text on the server and in every reader's time zone.
const day = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'joinDate',
    headerName: 'Joined',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => day.format(value),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value} / 5`,
  },
];

export default function FormattedValues() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid aria-label="Employees" rows={rows} columns={columns} />
    </Box>
  );
}
