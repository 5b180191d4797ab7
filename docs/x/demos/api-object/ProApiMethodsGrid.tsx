import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPro, GridPinnedColumnPosition, useGridApiRef} from '@mui/x-data-grid-pro';
import type {GridColDef} from '@mui/x-data-grid-pro';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(60, 153);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function ProApiMethodsGrid() {
  // From the Pro package, the ref is typed with the Pro API.
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRows(apiRef.current.getSortedRowIds().slice(0, 5), true, true)}>
          Select first five rows
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setColumnIndex('salary', 1)}>
          Move salary to second place
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn('name', GridPinnedColumnPosition.LEFT)}>
          Pin name
        </Button>
      </Stack>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGridPro
          apiRef={apiRef}
          aria-label="Employees driven by the Pro API"
          rows={rows}
          columns={columns}
          checkboxSelection
        />
      </Box>
    </Stack>
  );
}
