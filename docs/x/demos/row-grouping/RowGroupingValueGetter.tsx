import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD} from '@mui/x-data-grid-premium';
import type {GridColDef} from '@mui/x-data-grid-premium';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 44);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {
    field: 'joinDate',
    headerName: 'Joined',
    type: 'date',
    width: 130,
    // Group by the year only: one group per year instead of one per day.
    groupingValueGetter: (value: Date) => value.getUTCFullYear(),
    // Cells get a Date; the grouping column also formats its group keys (years) with this function.
    valueFormatter: (value?: Date | number) => {
      if (value instanceof Date) {
        return value.toLocaleDateString('en-GB', {timeZone: 'UTC'});
      }
      return value === undefined ? '' : String(value);
    },
  },
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 120},
];

export default function RowGroupingValueGetter() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPremium
        aria-label="Employees grouped by the year they joined"
        rows={rows}
        columns={columns}
        groupingColDef={{headerName: 'Year joined'}}
        initialState={{
          rowGrouping: {model: ['joinDate']},
          // Sorting the grouping column sorts the groups by their key: the most recent year first.
          sorting: {sortModel: [{field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc'}]},
        }}
      />
    </Box>
  );
}
