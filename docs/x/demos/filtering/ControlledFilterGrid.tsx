import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridFilterModel} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 13);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 100},
];

const presets: {label: string; model: GridFilterModel}[] = [
  {label: 'Salary above 100,000', model: {items: [{field: 'salary', operator: '>', value: 100000}]}},
  {label: 'Based in Japan', model: {items: [{field: 'country', operator: 'equals', value: 'Japan'}]}},
  {label: 'Top rated', model: {items: [{field: 'rating', operator: '=', value: 5}]}},
];

export default function ControlledFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({items: []});

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        {presets.map((preset) => (
          <Button key={preset.label} variant="outlined" size="small" onClick={() => setFilterModel(preset.model)}>
            {preset.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setFilterModel({items: []})}>
          Clear
        </Button>
      </Stack>
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid
          aria-label="Employees filtered by preset"
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto'}}>
        {JSON.stringify(filterModel.items, null, 2)}
      </Typography>
    </Stack>
  );
}
