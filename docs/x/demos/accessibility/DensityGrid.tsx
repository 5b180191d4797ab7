import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridDensity} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(40, 112);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'isAdmin', headerName: 'Admin', type: 'boolean', width: 90},
];

const DENSITIES: {value: GridDensity; label: string}[] = [
  {value: 'compact', label: 'Compact'},
  {value: 'standard', label: 'Standard'},
  {value: 'comfortable', label: 'Comfortable'},
];

export default function DensityGrid() {
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Row density">
        {DENSITIES.map(({value, label}) => (
          <ToggleButton key={value} value={value}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid
          aria-label="Employees at the chosen density"
          rows={rows}
          columns={columns}
          checkboxSelection
          density={density}
          onDensityChange={setDensity}
        />
      </Box>
    </Stack>
  );
}
