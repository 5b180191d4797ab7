import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro} from '@mui/x-data-grid-pro';
import type {FilterColumnsArgs, GetColumnForNewFilterArgs, GridColDef} from '@mui/x-data-grid-pro';
import {createEmployees, DEPARTMENTS, type Employee} from '../data/people';

const rows = createEmployees(200, 42);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

// A form may keep its own column, but not pick one that another filter already uses.
function filterColumns({field, columns: allColumns, currentFilters}: FilterColumnsArgs) {
  const taken = new Set(currentFilters.map((item) => item.field));
  return allColumns
    .filter((column) => column.field === field || !taken.has(column.field))
    .map((column) => column.field);
}

// New filters start on the first column nobody filters yet; `null` disables "Add filter".
function getColumnForNewFilter({currentFilters, columns: allColumns}: GetColumnForNewFilterArgs) {
  const taken = new Set(currentFilters.map((item) => item.field));
  return allColumns.find((column) => !taken.has(column.field))?.field ?? null;
}

export default function OneFilterPerColumnGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        label="Employees, one filter per column"
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{filterPanel: {filterFormProps: {filterColumns}, getColumnForNewFilter}}}
        initialState={{
          filter: {
            filterModel: {
              items: [
                {id: 1, field: 'department', operator: 'isAnyOf', value: ['Design', 'Marketing']},
                {id: 2, field: 'age', operator: '<', value: 40},
              ],
            },
          },
        }}
      />
    </Box>
  );
}
