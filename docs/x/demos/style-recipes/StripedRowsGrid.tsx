import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(60, 121);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function StripedRowsGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees with striped rows"
        rows={rows}
        columns={columns}
        // The index within the page, not the DOM position: stripes stay put while scrolling.
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd')}
        sx={(theme) => ({
          // A single class keeps the selector less specific than the grid's hover and selected styles.
          '& .row--odd': {
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.06),
          },
        })}
      />
    </Box>
  );
}
