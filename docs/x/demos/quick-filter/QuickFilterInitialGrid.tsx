import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridLogicOperator} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 32);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
];

export default function QuickFilterInitialGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        label="Staff in Japan or Kenya"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['Japan', 'Kenya'],
              // A row matches if any value matches (the default, And, needs every value).
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
