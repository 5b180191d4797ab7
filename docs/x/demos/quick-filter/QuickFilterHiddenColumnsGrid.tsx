import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridFilterModel} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(80, 33);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
];

export default function QuickFilterHiddenColumnsGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['Japan'],
    quickFilterExcludeHiddenColumns: true,
  });

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns === false}
            onChange={(event) =>
              setFilterModel((model) => ({...model, quickFilterExcludeHiddenColumns: !event.target.checked}))
            }
          />
        }
        label="Search hidden columns too"
      />
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid
          label="Staff (country column hidden)"
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{columns: {columnVisibilityModel: {country: false}}}}
        />
      </Box>
    </Stack>
  );
}
