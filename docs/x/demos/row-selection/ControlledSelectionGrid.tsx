import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, createRowSelectionManager} from '@mui/x-data-grid';
import type {GridColDef, GridRowSelectionModel} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(60, 83);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90},
];

const adminIds = rows.filter((row) => row.isAdmin).map((row) => row.id);

export default function ControlledSelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});

  // "Select all" can produce {type: 'exclude', ids}: every row except `ids`.
  // The manager answers `has(id)` correctly for both kinds of model.
  const manager = createRowSelectionManager(selection);
  const selectedRows = rows.filter((row) => manager.has(row.id));

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={() => setSelection({type: 'include', ids: new Set(adminIds)})}>
          Select administrators
        </Button>
        <Button size="small" onClick={() => setSelection({type: 'include', ids: new Set()})}>
          Clear selection
        </Button>
        <Typography variant="body2" role="status">
          {selectedRows.length} selected ({selection.type} model with {selection.ids.size} ids)
        </Typography>
      </Stack>
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid
          aria-label="Employees, controlled selection"
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Stack>
  );
}
