import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GetApplyQuickFilterFn, GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 35);

// "4+" keeps the rows rated 4 or more; any other search value is ignored by this column.
const getApplyRatingQuickFilter: GetApplyQuickFilterFn<Employee, number> = (searchValue) => {
  const match = /^([1-5])\+$/.exec(String(searchValue));
  if (!match) {
    return null;
  }
  const minimum = Number(match[1]);
  return (value) => value >= minimum;
};

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100, getApplyQuickFilterFn: getApplyRatingQuickFilter},
  // Never searched by the quick filter.
  {field: 'email', headerName: 'Email', width: 240, getApplyQuickFilterFn: () => null},
];

export default function QuickFilterCustomLogicGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        label="Staff with a rating search"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{filter: {filterModel: {items: [], quickFilterValues: ['Design', '4+']}}}}
      />
    </Box>
  );
}
