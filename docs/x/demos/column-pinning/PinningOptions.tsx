import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {DataGridPro, type DataGridProProps, type GridColDef} from '@mui/x-data-grid-pro';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 133);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  // Has no pinning items in its menu.
  {field: 'email', headerName: 'Email (not pinnable)', width: 250, pinnable: false},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 120},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90},
];

type Separator = DataGridProProps['pinnedColumnsSectionSeparator'];

export default function PinningOptions() {
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');
  const labelId = React.useId();

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Box>
        <FormControl size="small" sx={{minWidth: 200}}>
          <InputLabel id={labelId}>Section separator</InputLabel>
          <Select
            labelId={labelId}
            label="Section separator"
            value={separator}
            onChange={(event) => setSeparator(event.target.value as Separator)}>
            <MenuItem value="border-and-shadow">Border and shadow</MenuItem>
            <MenuItem value="border">Border</MenuItem>
            <MenuItem value="shadow">Shadow</MenuItem>
          </Select>
        </FormControl>
      </Box>
      <Box sx={{height: 400}}>
        <DataGridPro
          aria-label="Employees"
          rows={rows}
          columns={columns}
          pinnedColumnsSectionSeparator={separator}
          initialState={{pinnedColumns: {left: ['name'], right: ['rating']}}}
        />
      </Box>
    </Stack>
  );
}
