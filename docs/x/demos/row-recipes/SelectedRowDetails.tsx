import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 9);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'department', headerName: 'Department', width: 130},
];

const salary = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function SelectedRowDetails() {
  const headingId = React.useId();
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set([1])});
  const selectedId = [...selection.ids][0];
  const employee = rows.find((row) => row.id === selectedId);

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{width: '100%'}}>
      <Box sx={{height: 400, flex: 1, minWidth: 0}}>
        <DataGrid
          aria-label="Employees"
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooterSelectedRowCount
        />
      </Box>
      <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{p: 2, width: {sm: 240}}}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {employee ? employee.name : 'No one selected'}
        </Typography>
        {employee ? (
          <Box
            component="dl"
            sx={{m: 0, '& dt': {color: 'text.secondary', typography: 'caption', mt: 1}, '& dd': {m: 0}}}>
            <dt>Role</dt>
            <dd>{employee.role}</dd>
            <dt>Country</dt>
            <dd>{employee.country}</dd>
            <dt>Email</dt>
            <dd>{employee.email}</dd>
            <dt>Salary</dt>
            <dd>{salary.format(employee.salary)}</dd>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Select a row to see the details.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
