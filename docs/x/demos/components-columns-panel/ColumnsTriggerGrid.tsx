import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, type Employee} from '../data/people';

const rows = createEmployees(50, 61);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'email', headerName: 'Email', width: 240},
  {field: 'department', headerName: 'Department', width: 140},
  {field: 'role', headerName: 'Role', width: 130},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'age', headerName: 'Age', type: 'number', width: 90},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

function ColumnsToolbar() {
  const apiRef = useGridApiContext();
  const visibilityModel = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hiddenCount = Object.values(visibilityModel).filter((visible) => !visible).length;

  return (
    <Toolbar>
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<ViewColumnIcon />} variant={state.open ? 'contained' : 'text'} />
        )}>
        {hiddenCount > 0 ? `Columns (${hiddenCount} hidden)` : 'Columns'}
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

export default function ColumnsTriggerGrid() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        aria-label="Employees with a columns button"
        rows={rows}
        columns={columns}
        slots={{toolbar: ColumnsToolbar}}
        showToolbar
        initialState={{columns: {columnVisibilityModel: {email: false, age: false}}}}
      />
    </Box>
  );
}
