import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(25, 103);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  // No menu for this column; it can still be sorted by clicking its header.
  {field: 'email', headerName: 'Email (no menu)', width: 240, disableColumnMenu: true},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
];

export default function DisableColumnMenu() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <FormControlLabel
        label="Disable every column menu"
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
      />
      <Box sx={{height: 400}}>
        <DataGrid aria-label="Employees" rows={rows} columns={columns} disableColumnMenu={disabled} />
      </Box>
    </Stack>
  );
}
