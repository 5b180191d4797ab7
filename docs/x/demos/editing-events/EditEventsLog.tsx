import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridCellEditStartParams, type GridCellEditStopParams, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(12, 51);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true},
  {field: 'role', headerName: 'Role', width: 130, editable: true},
  {field: 'age', headerName: 'Age', type: 'number', width: 90, editable: true},
];

export default function EditEventsLog() {
  const [events, setEvents] = React.useState<string[]>([]);

  const record = (entry: string) => setEvents((previous) => [entry, ...previous].slice(0, 6));

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2} sx={{width: '100%'}}>
      <Box sx={{height: 360, flex: 1, minWidth: 0}}>
        <DataGrid
          aria-label="Employees"
          rows={rows}
          columns={columns}
          onCellEditStart={(params: GridCellEditStartParams) =>
            record(`start  ${params.field} of row ${params.id} (${params.reason})`)
          }
          onCellEditStop={(params: GridCellEditStopParams) =>
            record(`stop   ${params.field} of row ${params.id} (${params.reason})`)
          }
        />
      </Box>
      <Box role="log" aria-label="Editing events" sx={{width: {md: 300}, fontFamily: 'monospace', fontSize: 13}}>
        {events.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Start and stop editing a cell in different ways.
          </Typography>
        ) : (
          events.map((entry, index) => (
            <Box key={`${index}-${entry}`} sx={{whiteSpace: 'pre'}}>
              {entry}
            </Box>
          ))
        )}
      </Box>
    </Stack>
  );
}
