import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

// A pool of candidates to add from; ids 1 to 30 are unique.
const pool = createEmployees(30, 11);

const columns: GridColDef<Employee>[] = [
  {field: 'id', headerName: 'ID', type: 'number', width: 70},
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
];

export default function ReplaceRowsProp() {
  const [rows, setRows] = React.useState<Employee[]>(() => pool.slice(0, 4));

  const addRow = () => {
    const next = pool.find((candidate) => !rows.some((row) => row.id === candidate.id));
    if (next) {
      setRows((previous) => [...previous, next]);
    }
  };

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap'}}>
        <Button variant="contained" onClick={addRow} disabled={rows.length === pool.length}>
          Add a row
        </Button>
        <Button onClick={() => setRows((previous) => previous.slice(0, -1))} disabled={rows.length === 0}>
          Remove the last row
        </Button>
        <Button onClick={() => setRows((previous) => [...previous].reverse())}>Reverse the order</Button>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGrid aria-label="Team roster" rows={rows} columns={columns} />
      </Box>
    </Stack>
  );
}
