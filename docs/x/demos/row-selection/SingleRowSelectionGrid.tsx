import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridRowSelectionModel} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 81);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'email', headerName: 'Email', width: 240},
];

export default function SingleRowSelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});

  // Without checkboxes, the MIT grid selects at most one row.
  const [selectedId] = selection.ids;
  const selected = rows.find((row) => row.id === selectedId);

  return (
    <Stack spacing={2}>
      <Box sx={{height: 360, width: '100%'}}>
        <DataGrid
          aria-label="Employees, select one"
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Typography variant="body2">
        {selected ? `Selected: ${selected.name} (${selected.email})` : 'Click a row to select it.'}
      </Typography>
    </Stack>
  );
}
