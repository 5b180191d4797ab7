import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, getGridNumericOperators, getGridStringOperators} from '@mui/x-data-grid-pro';
import type {GridColDef, GridFilterOperator} from '@mui/x-data-grid-pro';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(200, 52);

const numericOperator = (value: string) =>
  getGridNumericOperators().find((operator) => operator.value === value) as GridFilterOperator;

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 180,
    filterOperators: getGridStringOperators().filter((operator) => operator.value === 'contains'),
  },
  {
    field: 'country',
    headerName: 'Country',
    width: 150,
    filterOperators: getGridStringOperators().filter((operator) => operator.value === 'startsWith'),
  },
  {
    field: 'age',
    headerName: 'Age',
    type: 'number',
    width: 130,
    // `headerLabel` is the label of the input in the header filter row.
    filterOperators: [{...numericOperator('>='), headerLabel: 'Minimum'}],
  },
  {field: 'email', headerName: 'Email', width: 240, filterable: false},
];

export default function SimpleHeaderFilters() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPro
        aria-label="Employees with simplified header filters"
        rows={rows}
        columns={columns}
        headerFilters
        disableColumnFilter
        slots={{headerFilterMenu: null}}
        slotProps={{headerFilterCell: {showClearIcon: true}}}
      />
    </Box>
  );
}
