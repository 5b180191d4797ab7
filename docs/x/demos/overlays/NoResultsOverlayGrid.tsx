import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {DataGrid, GridOverlay, useGridApiContext} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(50, 133);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

// Rendered inside the grid, so it can use the grid's API to clear the filters.
function NoMatches() {
  const apiRef = useGridApiContext();

  return (
    <GridOverlay>
      <Stack spacing={1} sx={{alignItems: 'center'}}>
        <SearchOffIcon fontSize="large" aria-hidden sx={{color: 'text.secondary'}} />
        <Typography variant="body2" role="status">
          No employee matches the current filters.
        </Typography>
        <Button size="small" onClick={() => apiRef.current.setFilterModel({items: [], quickFilterValues: []})}>
          Clear filters
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function NoResultsOverlayGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees filtered down to nothing"
        rows={rows}
        columns={columns}
        showToolbar
        slots={{noResultsOverlay: NoMatches}}
        initialState={{filter: {filterModel: {items: [{field: 'salary', operator: '>', value: 1000000}]}}}}
      />
    </Box>
  );
}
