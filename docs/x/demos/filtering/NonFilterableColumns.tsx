import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(50, 14);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 240, filterable: false},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90, filterable: false},
];

export default function NonFilterableColumns() {
  const [disableColumnFilter, setDisableColumnFilter] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={disableColumnFilter} onChange={(event) => setDisableColumnFilter(event.target.checked)} />
        }
        label="Disable column filters"
      />
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid
          aria-label="Employees, administrators only"
          rows={rows}
          columns={columns}
          showToolbar
          disableColumnFilter={disableColumnFilter}
          initialState={{
            filter: {filterModel: {items: [{field: 'isAdmin', operator: 'is', value: true}]}},
          }}
        />
      </Box>
    </Stack>
  );
}
