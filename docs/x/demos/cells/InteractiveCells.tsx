import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRenderCellParams} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(20, 14);

export default function InteractiveCells() {
  const [message, setMessage] = React.useState('No invitation sent yet.');

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
      {field: 'department', headerName: 'Department', width: 130},
      {
        field: 'invite',
        headerName: 'Invite',
        width: 130,
        sortable: false,
        filterable: false,
        display: 'flex',
        renderCell: ({row, tabIndex}: GridRenderCellParams<Employee>) => (
          <Button
            size="small"
            variant="outlined"
            // 0 only in the cell that currently holds the grid's tab stop, -1 everywhere else.
            tabIndex={tabIndex}
            aria-label={`Invite ${row.name}`}
            onClick={() => setMessage(`Invitation sent to ${row.email}.`)}>
            Invite
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Box sx={{height: 360}}>
        <DataGrid aria-label="Invite colleagues" rows={rows} columns={columns} disableRowSelectionOnClick />
      </Box>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
    </Stack>
  );
}
