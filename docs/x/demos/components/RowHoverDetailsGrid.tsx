import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 143);
const rowsById = new Map(rows.map((row) => [String(row.id), row]));

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
];

export default function RowHoverDetailsGrid() {
  const [hovered, setHovered] = React.useState<Employee | null>(null);

  const handleMouseEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    // Each row element carries its id in `data-id`.
    setHovered(rowsById.get(event.currentTarget.dataset.id ?? '') ?? null);
  };

  return (
    <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
      <Box sx={{height: 400, flex: 1, minWidth: 0}}>
        <DataGrid
          aria-label="Employees with a details card"
          rows={rows}
          columns={columns}
          slotProps={{
            row: {onMouseEnter: handleMouseEnter, onMouseLeave: () => setHovered(null)},
          }}
        />
      </Box>
      <Paper variant="outlined" sx={{p: 2, width: {sm: 220}}}>
        {hovered ? (
          <React.Fragment>
            <Typography variant="subtitle2">{hovered.name}</Typography>
            <Typography variant="body2">{hovered.email}</Typography>
            <Typography variant="body2">
              {hovered.country}, age {hovered.age}
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            Point at a row to see more about the employee.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
