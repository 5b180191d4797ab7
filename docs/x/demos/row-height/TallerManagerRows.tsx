import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridRowHeightParams} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 4);

const isManager = (row: Employee) => row.role === 'Lead' || row.role === 'Principal';

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 220,
    display: 'flex',
    renderCell: ({row}) =>
      isManager(row) ? (
        <Box>
          <Typography variant="body2" sx={{fontWeight: 500}}>
            {row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.role} · {row.email}
          </Typography>
        </Box>
      ) : (
        row.name
      ),
  },
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
];

// Managers get a taller row for their second line; `null` keeps the default height.
// Multiplying by `densityFactor` keeps the custom height in step with the density setting.
const getRowHeight = ({model, densityFactor}: GridRowHeightParams) =>
  isManager(model as Employee) ? Math.round(72 * densityFactor) : null;

export default function TallerManagerRows() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Employees with managers highlighted"
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
      />
    </Box>
  );
}
