import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import {DataGrid, FilterPanelTrigger, Toolbar, useGridApiContext} from '@mui/x-data-grid';
import type {GridColDef} from '@mui/x-data-grid';
import {createEmployees, ROLES, type Employee} from '../data/people';

const rows = createEmployees(80, 71);

const columns: GridColDef<Employee>[] = [
  {field: 'name', headerName: 'Name', width: 170},
  {field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: [...ROLES], width: 130},
  {field: 'country', headerName: 'Country', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

function FilterToolbar() {
  const apiRef = useGridApiContext();

  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(props, state) => (
          <React.Fragment>
            {state.filterCount > 0 ? (
              <Button size="small" color="inherit" onClick={() => apiRef.current.setFilterModel({items: []})}>
                Clear filters
              </Button>
            ) : null}
            <Button
              {...props}
              size="small"
              startIcon={<FilterListIcon />}
              variant={state.open ? 'contained' : 'outlined'}>
              {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
            </Button>
          </React.Fragment>
        )}
      />
    </Toolbar>
  );
}

export default function FilterTriggerGrid() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGrid
        aria-label="Employees with a filter button"
        rows={rows}
        columns={columns}
        slots={{toolbar: FilterToolbar}}
        showToolbar
        initialState={{filter: {filterModel: {items: [{field: 'role', operator: 'is', value: 'Senior'}]}}}}
      />
    </Box>
  );
}
