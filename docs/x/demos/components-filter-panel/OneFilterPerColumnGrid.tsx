import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, GridLogicOperator} from '@mui/x-data-grid-pro';
import type {GridColDef, GridSlotProps} from '@mui/x-data-grid-pro';
import {createEmployees, DEPARTMENTS, type Employee} from '../data/people';

const rows = createEmployees(100, 73);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

const filterPanelProps: Partial<GridSlotProps['filterPanel']> = {
  // Only "And": the logic operator select is shown but offers one choice.
  logicOperators: [GridLogicOperator.And],
  // "Add filter" picks the first column that has no filter yet, or adds nothing.
  getColumnForNewFilter: ({currentFilters, columns: filterable}) => {
    const used = new Set(currentFilters.map((item) => item.field));
    return filterable.find((column) => !used.has(column.field))?.field ?? null;
  },
  filterFormProps: {
    // Each form lists its own column and the columns no other filter uses.
    filterColumns: ({field, columns: filterable, currentFilters}) => {
      const used = new Set(currentFilters.map((item) => item.field));
      return filterable
        .filter((column) => column.field === field || !used.has(column.field))
        .map((column) => column.field);
    },
  },
};

export default function OneFilterPerColumnGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        aria-label="Employees with one filter per column"
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{filterPanel: filterPanelProps, toolbar: {showQuickFilter: false}}}
        initialState={{
          filter: {
            filterModel: {
              items: [
                {id: 1, field: 'department', operator: 'is', value: 'Engineering'},
                {id: 2, field: 'age', operator: '<', value: 40},
              ],
            },
          },
        }}
      />
    </Box>
  );
}
