import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(50, 41);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'age', headerName: 'Age', type: 'number', width: 80},
];

const HEIGHTS = [260, 360, 460];

export default function FixedSizeParent() {
  const [height, setHeight] = React.useState(360);

  return (
    <Stack spacing={1.5} sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Height of the grid's parent"
        value={height}
        onChange={(_event, value: number | null) => value !== null && setHeight(value)}>
        {HEIGHTS.map((option) => (
          <ToggleButton key={option} value={option}>
            {option} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* The grid fills this box and scrolls its rows inside it. */}
      <Box sx={{height, width: '100%'}}>
        <DataGrid aria-label="Employees in a fixed-size parent" rows={rows} columns={columns} />
      </Box>
    </Stack>
  );
}
