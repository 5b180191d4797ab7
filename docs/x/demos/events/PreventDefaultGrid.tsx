import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid} from '@mui/x-data-grid';
import type {GridColDef, GridEventListener} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(30, 163);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170, editable: true},
  {field: 'role', headerName: 'Role', width: 130, editable: true},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120, editable: true},
];

// Prop handlers run before the grid's own listeners. Setting `defaultMuiPrevented`
// skips the grid's default reaction to this event.
const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params, event) => {
  if (params.field === 'salary') {
    event.defaultMuiPrevented = true;
  }
};

const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
  // Enter would also start editing: block it for the same column.
  if (params.field === 'salary' && event.key === 'Enter') {
    event.defaultMuiPrevented = true;
  }
};

export default function PreventDefaultGrid() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid
        aria-label="Employees whose salary cannot be edited by double-click"
        rows={rows}
        columns={columns}
        onCellDoubleClick={handleCellDoubleClick}
        onCellKeyDown={handleCellKeyDown}
      />
    </Box>
  );
}
