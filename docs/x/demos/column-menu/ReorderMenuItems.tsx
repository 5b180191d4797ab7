import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(25, 101);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

/** The default menu with the filter item first and without the column visibility items. */
function FilterFirstColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // `null` removes an item.
        columnMenuColumnsItem: null,
      }}
      slotProps={{
        // The default order is sort (10), filter (20), columns (30); lower comes first.
        columnMenuFilterItem: {displayOrder: 0},
      }}
    />
  );
}

export default function ReorderMenuItems() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid aria-label="Employees" rows={rows} columns={columns} slots={{columnMenu: FilterFirstColumnMenu}} />
    </Box>
  );
}
