import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridEventListener} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 161);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

interface LogEntry {
  id: number;
  text: string;
}

export default function EventLogGrid() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);
  const titleId = React.useId();

  const addEntry = React.useCallback((text: string) => {
    const id = nextId.current;
    nextId.current += 1;
    // Newest first, eight entries at most.
    setLog((previous) => [{id, text}, ...previous].slice(0, 8));
  }, []);

  const handleRowClick: GridEventListener<'rowClick'> = (params) => addEntry(`rowClick: ${params.row.name}`);
  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params) =>
    addEntry(`cellDoubleClick: ${params.field} = ${String(params.formattedValue)}`);
  const handleColumnHeaderClick: GridEventListener<'columnHeaderClick'> = (params) =>
    addEntry(`columnHeaderClick: ${params.field}`);
  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) =>
    addEntry(`cellKeyDown: ${event.key} in ${params.field}`);

  return (
    <Stack direction={{xs: 'column', md: 'row'}} spacing={2}>
      <Box sx={{height: 380, flex: 1, minWidth: 0}}>
        <DataGrid
          aria-label="Employees with an event log"
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          onCellDoubleClick={handleCellDoubleClick}
          onColumnHeaderClick={handleColumnHeaderClick}
          onCellKeyDown={handleCellKeyDown}
          onSortModelChange={(model) => addEntry(`sortModelChange: ${JSON.stringify(model)}`)}
        />
      </Box>
      <Paper variant="outlined" sx={{p: 2, width: {md: 300}, minHeight: 120}}>
        <Typography variant="subtitle2" component="h3" id={titleId}>
          Event log
        </Typography>
        <Box
          component="ol"
          role="log"
          aria-labelledby={titleId}
          sx={{m: 0, pl: 2.5, typography: 'body2', fontFamily: 'monospace', overflowWrap: 'anywhere'}}>
          {log.map((entry) => (
            <li key={entry.id}>{entry.text}</li>
          ))}
        </Box>
        {log.length === 0 ? (
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            Click, double-click, sort or type in the grid.
          </Typography>
        ) : null}
      </Paper>
    </Stack>
  );
}
