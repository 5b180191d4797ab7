import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, ROLES, type Employee} from '../data/people';

const initialRows = createEmployees(30, 12);

const salaryFormat = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true},
  {field: 'department', headerName: 'Department', width: 130},
  {field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: [...ROLES], width: 130, editable: true},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => salaryFormat.format(value),
  },
  {field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90},
];

export default function EverydayFeatures() {
  const [rows, setRows] = React.useState(initialRows);

  // Double-click a name, role or salary (or press Enter on it) to edit; the new row replaces the old one.
  const processRowUpdate = React.useCallback((updated: Employee) => {
    setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  }, []);

  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGrid
        label="Team"
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        checkboxSelection
        disableRowSelectionOnClick
        showToolbar
        density="compact"
        pageSizeOptions={[10, 25]}
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
      />
    </Box>
  );
}
