import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridEventListener} from '@mui/x-data-grid-pro';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(25, 121);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 120},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function DragToReorder() {
  const [message, setMessage] = React.useState('Drag a column header to move the column.');

  // Fires once, when a dragged header is dropped in a new place.
  const handleOrderChange: GridEventListener<'columnOrderChange'> = (params) => {
    setMessage(
      `${params.column.headerName} moved from position ${params.oldIndex + 1} to position ${params.targetIndex + 1}.`,
    );
  };

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Box sx={{height: 400}}>
        <DataGridPro aria-label="Employees" rows={rows} columns={columns} onColumnOrderChange={handleOrderChange} />
      </Box>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
    </Stack>
  );
}
