import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, gridClasses} from '@mui/x-data-grid';
import type {GridColDef, GridRowSpacingParams} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 124);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 160},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'department', headerName: 'Department', width: 140},
];

// Space above and below each row; none above the first and below the last.
function getRowSpacing(params: GridRowSpacingParams) {
  return {top: params.isFirstVisible ? 0 : 4, bottom: params.isLastVisible ? 0 : 4};
}

export default function CardRowsGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Employees shown as cards"
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        sx={{
          border: 0,
          bgcolor: 'action.hover',
          p: 1,
          [`& .${gridClasses.row}`]: {
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: 1,
          },
          [`& .${gridClasses.cell}`]: {borderTop: 0},
          [`& .${gridClasses.columnHeaders}`]: {mb: 1},
        }}
      />
    </Box>
  );
}
