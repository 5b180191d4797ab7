import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const initialRows = createEmployees(15, 31);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true},
  {field: 'role', headerName: 'Role', width: 130, editable: true},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true},
];

export default function SyncPersistence() {
  const [rows, setRows] = React.useState(initialRows);
  const [log, setLog] = React.useState<string[]>([]);

  const processRowUpdate = (newRow: Employee, oldRow: Employee) => {
    // The grid calls this even when nothing changed: compare before saving.
    const changed = (Object.keys(newRow) as (keyof Employee)[]).filter((key) => newRow[key] !== oldRow[key]);
    if (changed.length > 0) {
      setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
      setLog((previous) => [`Row ${newRow.id}: ${changed.join(', ')} saved`, ...previous].slice(0, 3));
    }
    // The returned row is what the grid shows.
    return newRow;
  };

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Box sx={{height: 360}}>
        <DataGrid aria-label="Employees" rows={rows} columns={columns} processRowUpdate={processRowUpdate} />
      </Box>
      <Box role="log" aria-label="Saved changes">
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Edit a cell to see what gets saved.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={`${entry}-${index}`} variant="body2">
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
