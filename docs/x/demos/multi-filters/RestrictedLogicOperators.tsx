import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, GridLogicOperator} from '@mui/x-data-grid-pro';
import type {GridColDef} from '@mui/x-data-grid-pro';
import {createEmployees, COUNTRIES, type Employee} from '../data/people';

const rows = createEmployees(200, 43);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'country', headerName: 'Country', type: 'singleSelect', valueOptions: [...COUNTRIES], width: 130},
  {field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
];

export default function RestrictedLogicOperators() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        label="Employees matching any condition"
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            // Only "Or" is offered, so the logic operator select is disabled.
            logicOperators: [GridLogicOperator.Or],
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                {id: 1, field: 'isAdmin', operator: 'is', value: true},
                {id: 2, field: 'rating', operator: '=', value: 5},
              ],
              logicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
