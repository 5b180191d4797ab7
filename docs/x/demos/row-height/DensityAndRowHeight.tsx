import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef, type GridDensity} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
];

const densityFactors: Record<GridDensity, number> = {compact: 0.7, standard: 1, comfortable: 1.3};

export default function DensityAndRowHeight() {
  const [density, setDensity] = React.useState<GridDensity>('standard');
  const [rowHeight, setRowHeight] = React.useState(52);

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', alignItems: 'center', rowGap: 1}}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Density"
          value={density}
          onChange={(_event, value: GridDensity | null) => value && setDensity(value)}>
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Base row height"
          value={rowHeight}
          onChange={(_event, value: number | null) => value && setRowHeight(value)}>
          <ToggleButton value={36}>36 px</ToggleButton>
          <ToggleButton value={52}>52 px</ToggleButton>
          <ToggleButton value={72}>72 px</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" aria-live="polite">
          Rendered row height: {Math.floor(rowHeight * densityFactors[density])} px
        </Typography>
      </Stack>
      <Box sx={{height: 380}}>
        <DataGrid aria-label="Employees" rows={rows} columns={columns} density={density} rowHeight={rowHeight} />
      </Box>
    </Stack>
  );
}
