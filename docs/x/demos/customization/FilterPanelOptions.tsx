import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(60, 24);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
  {field: 'email', headerName: 'Email', width: 240},
];

export default function FilterPanelOptions() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees with a customised filter panel"
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            // List the columns alphabetically in the column selector.
            columnsSort: 'asc',
            filterFormProps: {
              columnInputProps: {sx: {width: 140}},
              operatorInputProps: {sx: {width: 150}},
              valueInputProps: {sx: {width: 220}},
              deleteIconProps: {sx: {'& .MuiSvgIcon-root': {color: 'error.main'}}},
            },
            sx: {'& .MuiDataGrid-filterForm': {gap: 1.5, p: 2}},
          },
        }}
      />
    </Box>
  );
}
