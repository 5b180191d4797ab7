import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const allRows = createEmployees(30, 42);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'country', headerName: 'Country', width: 120},
];

export default function FlexParent() {
  const [count, setCount] = React.useState(3);
  const rows = allRows.slice(0, count);

  return (
    // The outer box reserves the space; the flex column inside sizes the grid to its rows.
    <Box sx={{height: 480, width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1.5}}>
        <Button
          variant="outlined"
          onClick={() => setCount((value) => Math.min(allRows.length, value + 3))}
          disabled={count === allRows.length}>
          Add 3 rows
        </Button>
        <Button onClick={() => setCount((value) => Math.max(3, value - 3))} disabled={count === 3}>
          Remove 3 rows
        </Button>
      </Stack>
      <Box sx={{display: 'flex', flexDirection: 'column', maxHeight: 400}}>
        <DataGrid aria-label="Employees in a flex parent" rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
