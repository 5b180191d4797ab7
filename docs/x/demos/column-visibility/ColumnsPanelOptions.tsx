import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 73);

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', width: 70},
  // Always shown: its switch in the panel is disabled and its menu has no "Hide column" item.
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150, hideable: false},
  {field: 'email', headerName: 'Email', width: 230},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', width: 120},
  {field: 'country', headerName: 'Country', width: 110},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90},
];

// The ID column is left out of the panel altogether.
const getTogglableColumns = (allColumns: GridColDef[]) =>
  allColumns.filter((column) => column.field !== 'id').map((column) => column.field);

export default function ColumnsPanelOptions() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        label="Employees"
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          columnsManagement: {
            getTogglableColumns,
            // Columns listed alphabetically by header, rather than in grid order.
            sort: 'asc',
          },
        }}
      />
    </Box>
  );
}
