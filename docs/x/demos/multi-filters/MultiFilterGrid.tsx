import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, GridLogicOperator} from '@mui/x-data-grid-pro';
import type {GridColDef} from '@mui/x-data-grid-pro';
import {createEmployees, DEPARTMENTS, ROLES, type Employee} from '../data/people';

const rows = createEmployees(200, 41);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: [...DEPARTMENTS], width: 140},
  {field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: [...ROLES], width: 130},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function MultiFilterGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        label="Engineers earning over 100,000"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // Every item needs a unique `id` once there are several.
              items: [
                {id: 1, field: 'department', operator: 'is', value: 'Engineering'},
                {id: 2, field: 'salary', operator: '>', value: 100000},
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </Box>
  );
}
